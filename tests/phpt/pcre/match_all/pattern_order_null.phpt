--TEST--
pattern order with PREG_UNMATCHED_AS_NULL
--FILE--
<?php
var_dump(preg_match_all('/(a)(x)?|(b)/', 'ab', $m, PREG_UNMATCHED_AS_NULL), $m);
--EXPECT--
int(2)
array(4) {
  [0]=>
  array(2) {
    [0]=>
    string(1) "a"
    [1]=>
    string(1) "b"
  }
  [1]=>
  array(2) {
    [0]=>
    string(1) "a"
    [1]=>
    NULL
  }
  [2]=>
  array(2) {
    [0]=>
    NULL
    [1]=>
    NULL
  }
  [3]=>
  array(2) {
    [0]=>
    NULL
    [1]=>
    string(1) "b"
  }
}
