--TEST--
array_diff() with an array element warns
--FILE--
<?php
var_dump(array_diff([[1], 'Array', 'x'], ['x']));
--EXPECTF--

Warning: Array to string conversion in %s on line 2
array(2) {
  [0]=>
  array(1) {
    [0]=>
    int(1)
  }
  [1]=>
  string(5) "Array"
}
