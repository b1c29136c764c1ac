--TEST--
empty delimiters with captures
--FILE--
<?php
var_dump(preg_split('/(\d*)/', 'ab', -1, PREG_SPLIT_DELIM_CAPTURE));
var_dump(preg_split('/(\d*)/', 'a1b', -1, PREG_SPLIT_DELIM_CAPTURE | PREG_SPLIT_NO_EMPTY));
--EXPECT--
array(7) {
  [0]=>
  string(0) ""
  [1]=>
  string(0) ""
  [2]=>
  string(1) "a"
  [3]=>
  string(0) ""
  [4]=>
  string(1) "b"
  [5]=>
  string(0) ""
  [6]=>
  string(0) ""
}
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "1"
  [2]=>
  string(1) "b"
}
