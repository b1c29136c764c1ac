--TEST--
PREG_SPLIT_OFFSET_CAPTURE with PREG_SPLIT_DELIM_CAPTURE
--FILE--
<?php
var_dump(preg_split('/(x)(y)?/', 'axbxyc', -1, PREG_SPLIT_DELIM_CAPTURE | PREG_SPLIT_OFFSET_CAPTURE));
--EXPECT--
array(6) {
  [0]=>
  array(2) {
    [0]=>
    string(1) "a"
    [1]=>
    int(0)
  }
  [1]=>
  array(2) {
    [0]=>
    string(1) "x"
    [1]=>
    int(1)
  }
  [2]=>
  array(2) {
    [0]=>
    string(1) "b"
    [1]=>
    int(2)
  }
  [3]=>
  array(2) {
    [0]=>
    string(1) "x"
    [1]=>
    int(3)
  }
  [4]=>
  array(2) {
    [0]=>
    string(1) "y"
    [1]=>
    int(4)
  }
  [5]=>
  array(2) {
    [0]=>
    string(1) "c"
    [1]=>
    int(5)
  }
}
