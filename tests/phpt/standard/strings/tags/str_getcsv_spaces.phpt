--TEST--
str_getcsv whitespace around fields
--FILE--
<?php
var_dump(str_getcsv(' a , "b" ,  "c"x , d '));
--EXPECT--
array(4) {
  [0]=>
  string(3) " a "
  [1]=>
  string(2) "b "
  [2]=>
  string(3) "cx "
  [3]=>
  string(3) " d "
}
