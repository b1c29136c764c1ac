--TEST--
sscanf stops at NUL bytes
--FILE--
<?php
var_dump(sscanf("12\0 34", "%d %d"), sscanf("12 34", "%d\0%d"));
--EXPECT--
array(2) {
  [0]=>
  int(12)
  [1]=>
  NULL
}
array(1) {
  [0]=>
  int(12)
}
