--TEST--
array_unique() default on an array element warns
--FILE--
<?php
var_dump(array_unique([[1], 'Array', 'x']));
--EXPECTF--

Warning: Array to string conversion in %s on line 2
array(2) {
  [0]=>
  array(1) {
    [0]=>
    int(1)
  }
  [2]=>
  string(1) "x"
}
