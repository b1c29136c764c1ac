--TEST--
duplicate names in pattern order
--FILE--
<?php
var_dump(preg_match_all('/(?<d>a)|(?<d>b)/J', 'ab', $m), $m);
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
  ["d"]=>
  array(2) {
    [0]=>
    string(0) ""
    [1]=>
    string(1) "b"
  }
  [1]=>
  array(2) {
    [0]=>
    string(1) "a"
    [1]=>
    string(0) ""
  }
  [2]=>
  array(2) {
    [0]=>
    string(0) ""
    [1]=>
    string(1) "b"
  }
}
