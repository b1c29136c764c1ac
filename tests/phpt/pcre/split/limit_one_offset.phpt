--TEST--
limit 1 with PREG_SPLIT_OFFSET_CAPTURE
--FILE--
<?php
var_dump(preg_split('/,/', 'a,b', 1, PREG_SPLIT_OFFSET_CAPTURE));
var_dump(preg_split('/,/', '', 1, PREG_SPLIT_NO_EMPTY));
--EXPECT--
array(1) {
  [0]=>
  array(2) {
    [0]=>
    string(3) "a,b"
    [1]=>
    int(0)
  }
}
array(0) {
}
