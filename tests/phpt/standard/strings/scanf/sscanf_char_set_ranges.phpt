--TEST--
sscanf sets with ranges and a literal dash
--FILE--
<?php
var_dump(sscanf("a-b_c9", "%[a-z-]%[_]%[0-9a-z]"), sscanf("zyx", "%[z-x]"));
--EXPECT--
array(3) {
  [0]=>
  string(3) "a-b"
  [1]=>
  string(1) "_"
  [2]=>
  string(2) "c9"
}
array(1) {
  [0]=>
  string(3) "zyx"
}
