--TEST--
iterator_to_array with preserve_keys and illegal key types
--FILE--
<?php
function g() { yield 'a' => 1; yield 'a' => 2; yield 3 => 3; }
var_dump(iterator_to_array(g(), true), iterator_to_array(g(), false));
function bad() { yield [1] => 1; }
try { iterator_to_array(bad()); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
function fl() { yield 1.7 => 'x'; yield true => 'y'; yield null => 'z'; }
var_dump(iterator_to_array(fl()));
--EXPECTF--
array(2) {
  ["a"]=>
  int(2)
  [3]=>
  int(3)
}
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
TypeError: Illegal offset type

Deprecated: Implicit conversion from float 1.7 to int loses precision in %s on line 7
array(2) {
  [1]=>
  string(1) "y"
  [""]=>
  string(1) "z"
}
