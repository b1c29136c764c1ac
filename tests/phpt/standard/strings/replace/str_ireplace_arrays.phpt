--TEST--
str_ireplace over arrays
--FILE--
<?php
var_dump(str_ireplace(["HELLO", "world"], ["bye", "moon"], ["Hello World", "HELLO"]));
--EXPECT--
array(2) {
  [0]=>
  string(8) "bye moon"
  [1]=>
  string(3) "bye"
}
