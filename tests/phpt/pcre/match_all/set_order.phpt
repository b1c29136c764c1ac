--TEST--
PREG_SET_ORDER
--FILE--
<?php
var_dump(preg_match_all('/(\w)(\d)/', 'a1 b2 c3', $m, PREG_SET_ORDER), $m);
--EXPECT--
int(3)
array(3) {
  [0]=>
  array(3) {
    [0]=>
    string(2) "a1"
    [1]=>
    string(1) "a"
    [2]=>
    string(1) "1"
  }
  [1]=>
  array(3) {
    [0]=>
    string(2) "b2"
    [1]=>
    string(1) "b"
    [2]=>
    string(1) "2"
  }
  [2]=>
  array(3) {
    [0]=>
    string(2) "c3"
    [1]=>
    string(1) "c"
    [2]=>
    string(1) "3"
  }
}
