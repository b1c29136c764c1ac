--TEST--
uasort() keeps equal elements in order
--FILE--
<?php
$a = ['a' => 2, 'b' => 1, 'c' => 2, 'd' => 1];
uasort($a, fn($x, $y) => $x <=> $y);
var_dump($a);
--EXPECT--
array(4) {
  ["b"]=>
  int(1)
  ["d"]=>
  int(1)
  ["a"]=>
  int(2)
  ["c"]=>
  int(2)
}
