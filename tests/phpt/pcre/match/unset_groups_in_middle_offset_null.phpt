--TEST--
PREG_UNMATCHED_AS_NULL with offsets in the middle
--FILE--
<?php
var_dump(preg_match('/(a)?(b)?(c)/', 'c', $m, PREG_UNMATCHED_AS_NULL | PREG_OFFSET_CAPTURE), $m);
--EXPECT--
int(1)
array(4) {
  [0]=>
  array(2) {
    [0]=>
    string(1) "c"
    [1]=>
    int(0)
  }
  [1]=>
  array(2) {
    [0]=>
    NULL
    [1]=>
    int(-1)
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
    string(1) "c"
    [1]=>
    int(0)
  }
}
