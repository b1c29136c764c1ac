--TEST--
PREG_OFFSET_CAPTURE alone means pattern order
--FILE--
<?php
var_dump(preg_match_all('/\d/', 'a1b2', $m, PREG_OFFSET_CAPTURE), $m);
--EXPECT--
int(2)
array(1) {
  [0]=>
  array(2) {
    [0]=>
    array(2) {
      [0]=>
      string(1) "1"
      [1]=>
      int(1)
    }
    [1]=>
    array(2) {
      [0]=>
      string(1) "2"
      [1]=>
      int(3)
    }
  }
}
