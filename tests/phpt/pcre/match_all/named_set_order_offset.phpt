--TEST--
named groups in set order with offsets
--FILE--
<?php
var_dump(preg_match_all('/(?<k>\w)=(?<v>\w)?/', 'a=1 b=', $m, PREG_SET_ORDER | PREG_OFFSET_CAPTURE), $m);
--EXPECT--
int(2)
array(2) {
  [0]=>
  array(5) {
    [0]=>
    array(2) {
      [0]=>
      string(3) "a=1"
      [1]=>
      int(0)
    }
    ["k"]=>
    array(2) {
      [0]=>
      string(1) "a"
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
    ["v"]=>
    array(2) {
      [0]=>
      string(1) "1"
      [1]=>
      int(2)
    }
    [2]=>
    array(2) {
      [0]=>
      string(1) "1"
      [1]=>
      int(2)
    }
  }
  [1]=>
  array(3) {
    [0]=>
    array(2) {
      [0]=>
      string(2) "b="
      [1]=>
      int(4)
    }
    ["k"]=>
    array(2) {
      [0]=>
      string(1) "b"
      [1]=>
      int(4)
    }
    [1]=>
    array(2) {
      [0]=>
      string(1) "b"
      [1]=>
      int(4)
    }
  }
}
