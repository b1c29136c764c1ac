--TEST--
delimiters are captured within the limit
--FILE--
<?php
var_dump(preg_split('/(\d)/', 'a1b2c3d', 2, PREG_SPLIT_DELIM_CAPTURE));
--EXPECT--
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "1"
  [2]=>
  string(5) "b2c3d"
}
