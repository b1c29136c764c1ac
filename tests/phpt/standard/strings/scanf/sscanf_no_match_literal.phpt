--TEST--
sscanf stops at a literal mismatch
--FILE--
<?php
var_dump(sscanf("a1b2", "a%db%dc%d"), sscanf("x", "%d"), sscanf("12abc", "%d%[0-9]"));
--EXPECT--
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  NULL
}
array(1) {
  [0]=>
  NULL
}
array(2) {
  [0]=>
  int(12)
  [1]=>
  NULL
}
