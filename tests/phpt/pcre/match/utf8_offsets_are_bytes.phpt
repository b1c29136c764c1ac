--TEST--
offsets are byte offsets even with /u
--FILE--
<?php
var_dump(preg_match('/b/u', 'ééb', $m, PREG_OFFSET_CAPTURE), $m);
var_dump(preg_match('/b/u', 'ééb', $m, PREG_OFFSET_CAPTURE, 4), $m);
--EXPECT--
int(1)
array(1) {
  [0]=>
  array(2) {
    [0]=>
    string(1) "b"
    [1]=>
    int(4)
  }
}
int(1)
array(1) {
  [0]=>
  array(2) {
    [0]=>
    string(1) "b"
    [1]=>
    int(4)
  }
}
