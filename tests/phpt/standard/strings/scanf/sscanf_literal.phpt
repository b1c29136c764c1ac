--TEST--
sscanf literal matching and percent signs
--FILE--
<?php
var_dump(sscanf("100% sure", "%d%% %s"), sscanf("x=1", "y=%d"), sscanf("a:b", "%[^:]:%s"));
--EXPECT--
array(2) {
  [0]=>
  int(100)
  [1]=>
  string(4) "sure"
}
array(1) {
  [0]=>
  NULL
}
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
}
