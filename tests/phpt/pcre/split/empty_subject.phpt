--TEST--
an empty subject
--FILE--
<?php
var_dump(preg_split('/,/', ''));
var_dump(preg_split('/,/', '', -1, PREG_SPLIT_NO_EMPTY));
var_dump(preg_split('//', ''));
var_dump(preg_split('//', '', -1, PREG_SPLIT_NO_EMPTY));
--EXPECT--
array(1) {
  [0]=>
  string(0) ""
}
array(0) {
}
array(2) {
  [0]=>
  string(0) ""
  [1]=>
  string(0) ""
}
array(0) {
}
