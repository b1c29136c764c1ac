--TEST--
a non-string subject is converted
--FILE--
<?php
var_dump(preg_split('/\./', 3.25));
var_dump(preg_split('/0/', 1020304));
--EXPECT--
array(2) {
  [0]=>
  string(1) "3"
  [1]=>
  string(2) "25"
}
array(4) {
  [0]=>
  string(1) "1"
  [1]=>
  string(1) "2"
  [2]=>
  string(1) "3"
  [3]=>
  string(1) "4"
}
