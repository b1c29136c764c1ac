--TEST--
str_getcsv takes the first byte of each argument
--FILE--
<?php
var_dump(str_getcsv("a,b", ""), str_getcsv("a;b,c", ";,"), str_getcsv("\"a,b\",c", ",", ""), str_getcsv("'a,b',c", ",", "'\""));
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
  string(3) "b,c"
}
array(2) {
  [0]=>
  string(3) "a,b"
  [1]=>
  string(1) "c"
}
array(2) {
  [0]=>
  string(3) "a,b"
  [1]=>
  string(1) "c"
}
