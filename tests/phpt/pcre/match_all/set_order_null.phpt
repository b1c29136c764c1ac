--TEST--
set order with PREG_UNMATCHED_AS_NULL
--FILE--
<?php
var_dump(preg_match_all('/(a)(x)?|(b)/', 'ab', $m, PREG_SET_ORDER | PREG_UNMATCHED_AS_NULL), $m);
--EXPECT--
int(2)
array(2) {
  [0]=>
  array(4) {
    [0]=>
    string(1) "a"
    [1]=>
    string(1) "a"
    [2]=>
    NULL
    [3]=>
    NULL
  }
  [1]=>
  array(4) {
    [0]=>
    string(1) "b"
    [1]=>
    NULL
    [2]=>
    NULL
    [3]=>
    string(1) "b"
  }
}
