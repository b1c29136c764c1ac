--TEST--
sort() of numeric and non-numeric strings together
--FILE--
<?php
$a = ['10', '9', '2', '1', 'a', 'B', '1a', '-1', '+1', '.5'];
sort($a);
var_dump($a);
--EXPECT--
array(10) {
  [0]=>
  string(2) "-1"
  [1]=>
  string(2) ".5"
  [2]=>
  string(1) "1"
  [3]=>
  string(2) "+1"
  [4]=>
  string(1) "2"
  [5]=>
  string(1) "9"
  [6]=>
  string(2) "10"
  [7]=>
  string(2) "1a"
  [8]=>
  string(1) "B"
  [9]=>
  string(1) "a"
}
