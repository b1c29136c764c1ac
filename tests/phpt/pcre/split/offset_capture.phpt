--TEST--
PREG_SPLIT_OFFSET_CAPTURE
--FILE--
<?php
var_dump(preg_split('/ /', 'ab cd ef', -1, PREG_SPLIT_OFFSET_CAPTURE));
--EXPECT--
array(3) {
  [0]=>
  array(2) {
    [0]=>
    string(2) "ab"
    [1]=>
    int(0)
  }
  [1]=>
  array(2) {
    [0]=>
    string(2) "cd"
    [1]=>
    int(3)
  }
  [2]=>
  array(2) {
    [0]=>
    string(2) "ef"
    [1]=>
    int(6)
  }
}
