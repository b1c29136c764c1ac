--TEST--
arsort() keeps keys
--FILE--
<?php
$a = ['x' => 10, 'y' => 30, 'z' => 20];
arsort($a);
var_dump($a);
--EXPECT--
array(3) {
  ["y"]=>
  int(30)
  ["z"]=>
  int(20)
  ["x"]=>
  int(10)
}
