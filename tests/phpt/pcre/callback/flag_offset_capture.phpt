--TEST--
PREG_OFFSET_CAPTURE for callbacks
--FILE--
<?php
preg_replace_callback('/(b)(x)?(c)/', function ($m) { var_dump($m); return ''; }, 'abc', -1, $c, PREG_OFFSET_CAPTURE);
--EXPECT--
array(4) {
  [0]=>
  array(2) {
    [0]=>
    string(2) "bc"
    [1]=>
    int(1)
  }
  [1]=>
  array(2) {
    [0]=>
    string(1) "b"
    [1]=>
    int(1)
  }
  [2]=>
  array(2) {
    [0]=>
    string(0) ""
    [1]=>
    int(-1)
  }
  [3]=>
  array(2) {
    [0]=>
    string(1) "c"
    [1]=>
    int(2)
  }
}
