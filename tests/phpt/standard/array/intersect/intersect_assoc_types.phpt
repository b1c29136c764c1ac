--TEST--
array_intersect_assoc() with int and string values
--FILE--
<?php
var_dump(array_intersect_assoc([1, 2, '3'], ['1', 2.0, 3]));
--EXPECT--
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  string(1) "3"
}
