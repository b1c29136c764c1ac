--TEST--
uksort() sorts keys with a callback
--FILE--
<?php
$a = ['b' => 1, 'a' => 2, 'c' => 3, 10 => 4, 9 => 5];
uksort($a, fn($x, $y) => strcmp((string)$x, (string)$y));
var_dump($a);
--EXPECT--
array(5) {
  [10]=>
  int(4)
  [9]=>
  int(5)
  ["a"]=>
  int(2)
  ["b"]=>
  int(1)
  ["c"]=>
  int(3)
}
