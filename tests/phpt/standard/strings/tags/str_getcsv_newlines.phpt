--TEST--
str_getcsv with line ends
--FILE--
<?php
var_dump(str_getcsv("a,b\n"), str_getcsv("a,b\r\n"), str_getcsv("a,\"b\nc\",d"), str_getcsv("a,\"unterminated\r\n"));
--EXPECT--
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
}
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
}
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(3) "b
c"
  [2]=>
  string(1) "d"
}
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(14) "unterminated
"
}
