--TEST--
an empty match is retried as a non-empty one at the same place
--FILE--
<?php
var_dump(preg_match_all('/a*?/', 'aa', $m, PREG_OFFSET_CAPTURE), $m);
var_dump(preg_match_all('/(?=a)|a/', 'aa', $m, PREG_OFFSET_CAPTURE), $m);
--EXPECT--
int(5)
array(1) {
  [0]=>
  array(5) {
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
      int(0)
    }
    [2]=>
    array(2) {
      [0]=>
      string(0) ""
      [1]=>
      int(1)
    }
    [3]=>
    array(2) {
      [0]=>
      string(1) "a"
      [1]=>
      int(1)
    }
    [4]=>
    array(2) {
      [0]=>
      string(0) ""
      [1]=>
      int(2)
    }
  }
}
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
      int(0)
    }
    [2]=>
    array(2) {
      [0]=>
      string(0) ""
      [1]=>
      int(1)
    }
    [3]=>
    array(2) {
      [0]=>
      string(1) "a"
      [1]=>
      int(1)
    }
  }
}
