--TEST--
explicit PREG_PATTERN_ORDER
--FILE--
<?php
var_dump(preg_match_all('/(\w)(\d)/', 'a1 b2', $m, PREG_PATTERN_ORDER), $m);
--EXPECT--
int(2)
array(3) {
  [0]=>
  array(2) {
    [0]=>
    string(2) "a1"
    [1]=>
    string(2) "b2"
  }
  [1]=>
  array(2) {
    [0]=>
    string(1) "a"
    [1]=>
    string(1) "b"
  }
  [2]=>
  array(2) {
    [0]=>
    string(1) "1"
    [1]=>
    string(1) "2"
  }
}
