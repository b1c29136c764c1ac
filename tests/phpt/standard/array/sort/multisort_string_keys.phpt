--TEST--
array_multisort() keeps string keys, renumbers int keys
--FILE--
<?php
$a = ['x' => 3, 5 => 1, 'y' => 2];
array_multisort($a);
var_dump($a);
--EXPECT--
array(3) {
  [0]=>
  int(1)
  ["y"]=>
  int(2)
  ["x"]=>
  int(3)
}
