--TEST--
arsort() keeps equal elements in original order
--FILE--
<?php
$a = ['a' => 1, 'b' => 0, 'c' => 1, 'd' => 0, 'e' => 1];
arsort($a);
var_dump($a);
--EXPECT--
array(5) {
  ["a"]=>
  int(1)
  ["c"]=>
  int(1)
  ["e"]=>
  int(1)
  ["b"]=>
  int(0)
  ["d"]=>
  int(0)
}
