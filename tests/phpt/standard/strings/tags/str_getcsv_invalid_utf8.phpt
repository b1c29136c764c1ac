--TEST--
str_getcsv with invalid UTF-8 before the line end
--FILE--
<?php
var_dump(array_map("bin2hex", str_getcsv("a,b\r\x82")));
--EXPECT--
array(2) {
  [0]=>
  string(2) "61"
  [1]=>
  string(2) "62"
}
