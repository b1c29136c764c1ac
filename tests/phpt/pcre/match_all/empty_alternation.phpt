--TEST--
an alternation with an empty branch
--FILE--
<?php
var_dump(preg_match_all('/a|/', 'bab', $m, PREG_OFFSET_CAPTURE), $m);
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
      string(1) "a"
      [1]=>
      int(1)
    }
    [2]=>
    array(2) {
      [0]=>
      string(0) ""
      [1]=>
      int(2)
    }
    [3]=>
    array(2) {
      [0]=>
      string(0) ""
      [1]=>
      int(3)
    }
  }
}
