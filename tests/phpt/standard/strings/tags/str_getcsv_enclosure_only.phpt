--TEST--
str_getcsv with only enclosures
--FILE--
<?php
var_dump(str_getcsv('""""'), str_getcsv('"",""'), str_getcsv('"a"b"c"'));
--EXPECT--
array(1) {
  [0]=>
  string(1) """
}
array(2) {
  [0]=>
  string(0) ""
  [1]=>
  string(0) ""
}
array(1) {
  [0]=>
  string(5) "ab"c""
}
