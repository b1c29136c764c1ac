--TEST--
no match with named groups
--FILE--
<?php
var_dump(preg_match_all('/(?<x>a)(b)/', 'xyz', $m), $m);
--EXPECT--
int(0)
array(4) {
  [0]=>
  array(0) {
  }
  ["x"]=>
  array(0) {
  }
  [1]=>
  array(0) {
  }
  [2]=>
  array(0) {
  }
}
