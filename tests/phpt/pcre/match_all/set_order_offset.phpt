--TEST--
PREG_SET_ORDER with PREG_OFFSET_CAPTURE
--FILE--
<?php
var_dump(preg_match_all('/(\w)(\d)/', 'a1 b2', $m, PREG_SET_ORDER | PREG_OFFSET_CAPTURE), $m);
--EXPECT--
int(2)
array(2) {
  [0]=>
  array(3) {
    [0]=>
    array(2) {
      [0]=>
      string(2) "a1"
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
      string(1) "1"
      [1]=>
      int(1)
    }
  }
  [1]=>
  array(3) {
    [0]=>
    array(2) {
      [0]=>
      string(2) "b2"
      [1]=>
      int(3)
    }
    [1]=>
    array(2) {
      [0]=>
      string(1) "b"
      [1]=>
      int(3)
    }
    [2]=>
    array(2) {
      [0]=>
      string(1) "2"
      [1]=>
      int(4)
    }
  }
}
