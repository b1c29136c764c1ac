--TEST--
a subject made of delimiters
--FILE--
<?php
var_dump(preg_split('/,/', ',,'));
var_dump(preg_split('/,/', ',,', -1, PREG_SPLIT_NO_EMPTY | PREG_SPLIT_OFFSET_CAPTURE));
--EXPECT--
array(3) {
  [0]=>
  string(0) ""
  [1]=>
  string(0) ""
  [2]=>
  string(0) ""
}
array(0) {
}
