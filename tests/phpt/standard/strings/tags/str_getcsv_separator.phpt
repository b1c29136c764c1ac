--TEST--
str_getcsv custom separator and enclosure
--FILE--
<?php
var_dump(str_getcsv("a;b;'c;d'", ";", "'"), str_getcsv("a\tb", "\t"));
--EXPECT--
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [2]=>
  string(3) "c;d"
}
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
}
