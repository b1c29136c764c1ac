--TEST--
SORT_NATURAL with leading zeros and spaces
--FILE--
<?php
$a = ['a010', 'a9', 'a 2', 'a1', 'a01', 'a0'];
sort($a, SORT_NATURAL);
var_dump($a);
--EXPECT--
array(6) {
  [0]=>
  string(2) "a0"
  [1]=>
  string(3) "a01"
  [2]=>
  string(4) "a010"
  [3]=>
  string(2) "a1"
  [4]=>
  string(3) "a 2"
  [5]=>
  string(2) "a9"
}
