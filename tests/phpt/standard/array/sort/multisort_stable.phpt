--TEST--
array_multisort() keeps equal rows in order
--FILE--
<?php
$a = [2, 1, 2, 1, 2];
$b = ['a', 'b', 'c', 'd', 'e'];
$n = SORT_NUMERIC;
array_multisort($a, $n, $b);
var_dump($b);
--EXPECT--
array(5) {
  [0]=>
  string(1) "b"
  [1]=>
  string(1) "d"
  [2]=>
  string(1) "a"
  [3]=>
  string(1) "c"
  [4]=>
  string(1) "e"
}
