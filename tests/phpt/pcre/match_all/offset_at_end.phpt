--TEST--
an offset equal to the length
--FILE--
<?php
var_dump(preg_match_all('/x*/', 'ab', $m, PREG_OFFSET_CAPTURE, 2), $m);
--EXPECT--
int(1)
array(1) {
  [0]=>
  array(1) {
    [0]=>
    array(2) {
      [0]=>
      string(0) ""
      [1]=>
      int(2)
    }
  }
}
