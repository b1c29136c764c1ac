--TEST--
every split flag together
--FILE--
<?php
var_dump(preg_split('/(,)/', ',a,,b,', -1, PREG_SPLIT_DELIM_CAPTURE | PREG_SPLIT_OFFSET_CAPTURE | PREG_SPLIT_NO_EMPTY));
--EXPECT--
array(6) {
  [0]=>
  array(2) {
    [0]=>
    string(1) ","
    [1]=>
    int(0)
  }
  [1]=>
  array(2) {
    [0]=>
    string(1) "a"
    [1]=>
    int(1)
  }
  [2]=>
  array(2) {
    [0]=>
    string(1) ","
    [1]=>
    int(2)
  }
  [3]=>
  array(2) {
    [0]=>
    string(1) ","
    [1]=>
    int(3)
  }
  [4]=>
  array(2) {
    [0]=>
    string(1) "b"
    [1]=>
    int(4)
  }
  [5]=>
  array(2) {
    [0]=>
    string(1) ","
    [1]=>
    int(5)
  }
}
