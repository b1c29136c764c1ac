--TEST--
a nested array subject element warns
--FILE--
<?php
var_dump(preg_replace('/A/', 'a', ['x', ['y']]));
--EXPECTF--

Warning: Array to string conversion in %s on line 2
array(2) {
  [0]=>
  string(1) "x"
  [1]=>
  string(5) "array"
}
