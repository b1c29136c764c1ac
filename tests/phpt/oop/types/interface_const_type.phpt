--TEST--
Parameters typed with built-in interfaces
--FILE--
<?php
function t(Traversable $t) { return iterator_count($t); }
function a(ArrayAccess $a) { return isset($a[0]) ? 'yes' : 'no'; }
function j(JsonSerializable $j) { return json_encode($j); }
echo t(new ArrayIterator([1,2,3])), a(new ArrayObject([1])), "\n";
class J implements JsonSerializable { function jsonSerialize(): mixed { return [1]; } }
echo j(new J), "\n";
try { t([1]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { a(new stdClass); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
3yes
[1]
t(): Argument #1 ($t) must be of type Traversable, array given, called in %s on line 8
a(): Argument #1 ($a) must be of type ArrayAccess, stdClass given, called in %s on line 9
