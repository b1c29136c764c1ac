--TEST--
PREG_SPLIT_DELIM_CAPTURE
--FILE--
<?php
var_dump(preg_split('/(-)/', 'a-b-c', -1, PREG_SPLIT_DELIM_CAPTURE));
var_dump(preg_split('/-/', 'a-b-c', -1, PREG_SPLIT_DELIM_CAPTURE));
--EXPECT--
array(5) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "-"
  [2]=>
  string(1) "b"
  [3]=>
  string(1) "-"
  [4]=>
  string(1) "c"
}
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [2]=>
  string(1) "c"
}
