--TEST--
str_getcsv text after the closing enclosure
--FILE--
<?php
var_dump(str_getcsv('"abc"def,"x"  ,y'));
--EXPECT--
array(3) {
  [0]=>
  string(6) "abcdef"
  [1]=>
  string(3) "x  "
  [2]=>
  string(1) "y"
}
