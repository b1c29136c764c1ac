--TEST--
str_getcsv empty input and fields
--FILE--
<?php
var_dump(str_getcsv(''), str_getcsv(','), str_getcsv('a,'), str_getcsv('""'));
--EXPECT--
array(1) {
  [0]=>
  NULL
}
array(2) {
  [0]=>
  string(0) ""
  [1]=>
  string(0) ""
}
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(0) ""
}
array(1) {
  [0]=>
  string(0) ""
}
