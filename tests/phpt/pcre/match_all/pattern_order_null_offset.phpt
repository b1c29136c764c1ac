--TEST--
pattern order with PREG_UNMATCHED_AS_NULL and PREG_OFFSET_CAPTURE
--FILE--
<?php
var_dump(preg_match_all('/(a)(x)?|(b)/', 'ab', $m, PREG_UNMATCHED_AS_NULL | PREG_OFFSET_CAPTURE), $m);
--EXPECT--
int(2)
array(4) {
  [0]=>
  array(2) {
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
      string(1) "b"
      [1]=>
      int(1)
    }
  }
  [1]=>
  array(2) {
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
      NULL
      [1]=>
      int(-1)
    }
  }
  [2]=>
  array(2) {
    [0]=>
    array(2) {
      [0]=>
      NULL
      [1]=>
      int(-1)
    }
    [1]=>
    array(2) {
      [0]=>
      NULL
      [1]=>
      int(-1)
    }
  }
  [3]=>
  array(2) {
    [0]=>
    array(2) {
      [0]=>
      NULL
      [1]=>
      int(-1)
    }
    [1]=>
    array(2) {
      [0]=>
      string(1) "b"
      [1]=>
      int(1)
    }
  }
}
