--TEST--
sscanf widths on numbers
--FILE--
<?php
var_dump(sscanf("123456", "%2d%3d%d"), sscanf("1.23456", "%3f%f"), sscanf("-12", "%1d%d"));
--EXPECT--
array(3) {
  [0]=>
  int(12)
  [1]=>
  int(345)
  [2]=>
  int(6)
}
array(2) {
  [0]=>
  float(1.2)
  [1]=>
  float(3456)
}
array(2) {
  [0]=>
  NULL
  [1]=>
  NULL
}
