--TEST--
asort() keeps equal elements in original order
--FILE--
<?php
$a = ['a' => 1, 'b' => 0, 'c' => 1, 'd' => 0, 'e' => 1];
asort($a);
var_dump($a);
--EXPECT--
array(5) {
  ["b"]=>
  int(0)
  ["d"]=>
  int(0)
  ["a"]=>
  int(1)
  ["c"]=>
  int(1)
  ["e"]=>
  int(1)
}
