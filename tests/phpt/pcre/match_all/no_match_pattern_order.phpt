--TEST--
no match in pattern order gives one empty list per group
--FILE--
<?php
var_dump(preg_match_all('/(a)(b)/', 'xyz', $m), $m);
--EXPECT--
int(0)
array(3) {
  [0]=>
  array(0) {
  }
  [1]=>
  array(0) {
  }
  [2]=>
  array(0) {
  }
}
