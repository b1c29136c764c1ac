--TEST--
array_unshift() keeps string keys
--FILE--
<?php
$a = ['x' => 1, 5 => 2];
array_unshift($a, 0);
var_dump($a);
--EXPECT--
array(3) {
  [0]=>
  int(0)
  ["x"]=>
  int(1)
  [1]=>
  int(2)
}
