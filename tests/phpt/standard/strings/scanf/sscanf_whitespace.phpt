--TEST--
sscanf whitespace handling
--FILE--
<?php
var_dump(sscanf("  42\t\n  x", "%d %s"), sscanf("4 2", "%d%d"), sscanf("ab", "a b"));
--EXPECT--
array(2) {
  [0]=>
  int(42)
  [1]=>
  string(1) "x"
}
array(2) {
  [0]=>
  int(4)
  [1]=>
  int(2)
}
array(0) {
}
