--TEST--
empty matches advance one byte
--FILE--
<?php
var_dump(preg_match_all('/x*/', 'axxb', $m, PREG_OFFSET_CAPTURE), $m);
--EXPECT--
int(4)
array(1) {
  [0]=>
  array(4) {
    [0]=>
    array(2) {
      [0]=>
      string(0) ""
      [1]=>
      int(0)
    }
    [1]=>
    array(2) {
      [0]=>
      string(2) "xx"
      [1]=>
      int(1)
    }
    [2]=>
    array(2) {
      [0]=>
      string(0) ""
      [1]=>
      int(3)
    }
    [3]=>
    array(2) {
      [0]=>
      string(0) ""
      [1]=>
      int(4)
    }
  }
}
