--TEST--
uasort() keeps keys
--FILE--
<?php
$a = ['x' => 3, 'y' => 1, 'z' => 2];
uasort($a, fn($a, $b) => $a <=> $b);
var_dump($a);
--EXPECT--
array(3) {
  ["y"]=>
  int(1)
  ["z"]=>
  int(2)
  ["x"]=>
  int(3)
}
