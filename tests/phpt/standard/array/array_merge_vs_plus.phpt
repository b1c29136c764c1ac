--TEST--
array_merge compared with the + operator
--FILE--
<?php
$a = [0 => 'a', 1 => 'b'];
$b = [0 => 'c', 2 => 'd'];
var_dump(array_merge($a, $b));
var_dump($a + $b);
--EXPECT--
array(4) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [2]=>
  string(1) "c"
  [3]=>
  string(1) "d"
}
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [2]=>
  string(1) "d"
}
