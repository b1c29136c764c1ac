--TEST--
range() with numeric strings
--FILE--
<?php
var_dump(range('1', '4'), range('1.5', '3'));
--EXPECT--
array(4) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
  [3]=>
  int(4)
}
array(2) {
  [0]=>
  float(1.5)
  [1]=>
  float(2.5)
}
