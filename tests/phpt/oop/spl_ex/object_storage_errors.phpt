--TEST--
SplObjectStorage and ArrayObject misuse errors
--FILE--
<?php
$s = new SplObjectStorage;
try { $s[new stdClass]; } catch (UnexpectedValueException $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
$ao = new ArrayObject([]);
try { $ao->offsetGet('nope'); echo "\n"; } catch (Exception $e) { echo get_class($e), "\n"; }
try { new ArrayObject(5); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
UnexpectedValueException: Object not found

Warning: Undefined array key "nope" in %s on line 5

ArrayObject::__construct(): Argument #1 ($array) must be of type array, int given
