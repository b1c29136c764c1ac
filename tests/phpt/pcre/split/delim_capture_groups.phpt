--TEST--
several and unmatched groups with PREG_SPLIT_DELIM_CAPTURE
--FILE--
<?php
var_dump(preg_split('/(x)(y)?(z)?/', 'axbxyc', -1, PREG_SPLIT_DELIM_CAPTURE));
var_dump(preg_split('/(x)(y)?(z)/', 'axzb', -1, PREG_SPLIT_DELIM_CAPTURE));
--EXPECT--
array(6) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "x"
  [2]=>
  string(1) "b"
  [3]=>
  string(1) "x"
  [4]=>
  string(1) "y"
  [5]=>
  string(1) "c"
}
array(5) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "x"
  [2]=>
  string(0) ""
  [3]=>
  string(1) "z"
  [4]=>
  string(1) "b"
}
