--TEST--
sscanf %c and widths
--FILE--
<?php
var_dump(sscanf("abc", "%2c"), sscanf("  abc", "%c"), sscanf("abcdef", "%3s%s"), sscanf("a b", "%c%c%c"));
--EXPECT--
array(1) {
  [0]=>
  string(2) "ab"
}
array(1) {
  [0]=>
  string(0) ""
}
array(2) {
  [0]=>
  string(3) "abc"
  [1]=>
  string(3) "def"
}
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(0) ""
  [2]=>
  string(0) ""
}
