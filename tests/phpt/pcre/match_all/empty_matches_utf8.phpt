--TEST--
empty matches advance one character with /u
--FILE--
<?php
var_dump(preg_match_all('//u', 'éa', $m, PREG_OFFSET_CAPTURE), $m);
var_dump(preg_match_all('//', 'é', $m, PREG_OFFSET_CAPTURE), $m);
--EXPECT--
int(3)
array(1) {
  [0]=>
  array(3) {
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
      string(0) ""
      [1]=>
      int(2)
    }
    [2]=>
    array(2) {
      [0]=>
      string(0) ""
      [1]=>
      int(3)
    }
  }
}
int(3)
array(1) {
  [0]=>
  array(3) {
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
      string(0) ""
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
  }
}
