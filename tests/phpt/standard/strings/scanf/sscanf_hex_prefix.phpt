--TEST--
sscanf hex with and without prefix
--FILE--
<?php
var_dump(sscanf("0x1f 1f 0X", "%x %x %x"), sscanf("0xg", "%x%s"));
--EXPECT--
array(3) {
  [0]=>
  int(31)
  [1]=>
  int(31)
  [2]=>
  int(0)
}
array(2) {
  [0]=>
  int(0)
  [1]=>
  string(2) "xg"
}
