--TEST--
set order leaves out trailing unmatched groups
--FILE--
<?php
var_dump(preg_match_all('/(a)(x)?|(b)/', 'ab', $m, PREG_SET_ORDER), $m);
--EXPECT--
int(2)
array(2) {
  [0]=>
  array(2) {
    [0]=>
    string(1) "a"
    [1]=>
    string(1) "a"
  }
  [1]=>
  array(4) {
    [0]=>
    string(1) "b"
    [1]=>
    string(0) ""
    [2]=>
    string(0) ""
    [3]=>
    string(1) "b"
  }
}
