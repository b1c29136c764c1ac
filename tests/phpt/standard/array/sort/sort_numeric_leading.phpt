--TEST--
SORT_NUMERIC with leading-numeric strings
--FILE--
<?php
$a = ['10apples', '9 pears', 'abc', '1e2x', '.5'];
sort($a, SORT_NUMERIC);
var_dump($a);
--EXPECT--
array(5) {
  [0]=>
  string(3) "abc"
  [1]=>
  string(2) ".5"
  [2]=>
  string(7) "9 pears"
  [3]=>
  string(8) "10apples"
  [4]=>
  string(4) "1e2x"
}
