--TEST--
PREG_OFFSET_CAPTURE for an unmatched group is ["", -1]
--FILE--
<?php
var_dump(preg_match('/(a)(x)?(b)/', 'ab', $m, PREG_OFFSET_CAPTURE), $m);
--EXPECT--
int(1)
array(4) {
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
    string(1) "a"
    [1]=>
    int(0)
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
    string(1) "b"
    [1]=>
    int(1)
  }
}
