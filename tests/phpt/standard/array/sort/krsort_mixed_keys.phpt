--TEST--
krsort() with int and string keys
--FILE--
<?php
$a = ['b' => 1, 'a' => 2, 0 => 3, 5 => 4, '10' => 5, 'x5' => 6];
krsort($a);
var_dump($a);
--EXPECT--
array(6) {
  ["x5"]=>
  int(6)
  ["b"]=>
  int(1)
  ["a"]=>
  int(2)
  [10]=>
  int(5)
  [5]=>
  int(4)
  [0]=>
  int(3)
}
