--TEST--
ksort() with int and string keys (php 8 rules)
--FILE--
<?php
$a = ['b' => 1, 'a' => 2, 0 => 3, 5 => 4, '10' => 5, 'x5' => 6];
ksort($a);
var_dump($a);
--EXPECT--
array(6) {
  [0]=>
  int(3)
  [5]=>
  int(4)
  [10]=>
  int(5)
  ["a"]=>
  int(2)
  ["b"]=>
  int(1)
  ["x5"]=>
  int(6)
}
