--TEST--
SORT_FLAG_CASE keeps order of case-equal strings
--FILE--
<?php
$a = ['b', 'A', 'a', 'B', 'c', 'C'];
sort($a, SORT_STRING | SORT_FLAG_CASE);
var_dump($a);
--EXPECT--
array(6) {
  [0]=>
  string(1) "A"
  [1]=>
  string(1) "a"
  [2]=>
  string(1) "b"
  [3]=>
  string(1) "B"
  [4]=>
  string(1) "c"
  [5]=>
  string(1) "C"
}
