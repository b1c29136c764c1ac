--TEST--
PREG_UNMATCHED_AS_NULL with PREG_OFFSET_CAPTURE
--FILE--
<?php
var_dump(preg_match('/(a)(x)?(b)(y)?/', 'ab', $m, PREG_UNMATCHED_AS_NULL | PREG_OFFSET_CAPTURE), $m);
--EXPECT--
int(1)
array(5) {
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
    NULL
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
  [4]=>
  array(2) {
    [0]=>
    NULL
    [1]=>
    int(-1)
  }
}
