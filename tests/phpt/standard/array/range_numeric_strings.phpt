--TEST--
range with numeric strings
--FILE--
<?php
var_dump(range('1', '3'));
var_dump(range('1.5', '3'));
--EXPECT--
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
array(2) {
  [0]=>
  float(1.5)
  [1]=>
  float(2.5)
}
