--TEST--
str_getcsv escape character
--FILE--
<?php
var_dump(str_getcsv('"a\\"b",c'), str_getcsv('"a\\"b",c', ",", '"', ""), str_getcsv('"a#"b",c', ",", '"', "#"));
--EXPECT--
array(2) {
  [0]=>
  string(4) "a\"b"
  [1]=>
  string(1) "c"
}
array(2) {
  [0]=>
  string(4) "a\b""
  [1]=>
  string(1) "c"
}
array(2) {
  [0]=>
  string(4) "a#"b"
  [1]=>
  string(1) "c"
}
