--TEST--
str_getcsv
--FILE--
<?php
var_dump(str_getcsv('a,b,"c d",e'));
--EXPECT--
array(4) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [2]=>
  string(3) "c d"
  [3]=>
  string(1) "e"
}
