--TEST--
usort() by string length descending
--FILE--
<?php
$a = ['aaa', 'b', 'cc', 'dddd', 'ee'];
usort($a, fn($x, $y) => strlen($y) - strlen($x));
var_dump($a);
--EXPECT--
array(5) {
  [0]=>
  string(4) "dddd"
  [1]=>
  string(3) "aaa"
  [2]=>
  string(2) "cc"
  [3]=>
  string(2) "ee"
  [4]=>
  string(1) "b"
}
