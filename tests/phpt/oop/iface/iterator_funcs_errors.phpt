--TEST--
iterator functions with non-iterables and bad keys
--FILE--
<?php
try { iterator_to_array(5); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { iterator_count(new stdClass); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
function g() { yield [1] => 1; }
try { iterator_to_array(g()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
function h() { yield 1.5 => 'a'; yield true => 'b'; yield null => 'c'; }
var_dump(iterator_to_array(h()));
--EXPECTF--
iterator_to_array(): Argument #1 ($iterator) must be of type Traversable|array, int given
iterator_count(): Argument #1 ($iterator) must be of type Traversable|array, stdClass given
TypeError: Illegal offset type

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 7
array(2) {
  [1]=>
  string(1) "b"
  [""]=>
  string(1) "c"
}
