--TEST--
named groups with PREG_UNMATCHED_AS_NULL in pattern order
--FILE--
<?php
var_dump(preg_match_all('/(?<a>a)|(?<b>b)/', 'ab', $m, PREG_UNMATCHED_AS_NULL), $m);
--EXPECT--
int(2)
array(5) {
  [0]=>
  array(2) {
    [0]=>
    string(1) "a"
    [1]=>
    string(1) "b"
  }
  ["a"]=>
  array(2) {
    [0]=>
    string(1) "a"
    [1]=>
    NULL
  }
  [1]=>
  array(2) {
    [0]=>
    string(1) "a"
    [1]=>
    NULL
  }
  ["b"]=>
  array(2) {
    [0]=>
    NULL
    [1]=>
    string(1) "b"
  }
  [2]=>
  array(2) {
    [0]=>
    NULL
    [1]=>
    string(1) "b"
  }
}
