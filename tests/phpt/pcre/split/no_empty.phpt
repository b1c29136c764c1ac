--TEST--
PREG_SPLIT_NO_EMPTY
--FILE--
<?php
var_dump(preg_split('/,/', ',a,,b,', -1, PREG_SPLIT_NO_EMPTY));
var_dump(preg_split('/,/', ',a,,b,'));
--EXPECT--
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
}
array(5) {
  [0]=>
  string(0) ""
  [1]=>
  string(1) "a"
  [2]=>
  string(0) ""
  [3]=>
  string(1) "b"
  [4]=>
  string(0) ""
}
