--TEST--
PREG_OFFSET_CAPTURE reports byte offsets
--FILE--
<?php
var_dump(preg_match_all('/\p{L}/u', 'aéb', $m, PREG_OFFSET_CAPTURE), $m);
--EXPECT--
int(3)
array(1) {
  [0]=>
  array(3) {
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
      string(2) "é"
      [1]=>
      int(1)
    }
    [2]=>
    array(2) {
      [0]=>
      string(1) "b"
      [1]=>
      int(3)
    }
  }
}
