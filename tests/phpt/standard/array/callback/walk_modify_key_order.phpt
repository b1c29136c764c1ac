--TEST--
array_walk() over string and int keys in order
--FILE--
<?php
$a = ['z' => 1, 3 => 2, 'a' => 3];
array_walk($a, function (&$v, $k) { $v = $k; });
var_dump($a);
--EXPECT--
array(3) {
  ["z"]=>
  string(1) "z"
  [3]=>
  int(3)
  ["a"]=>
  string(1) "a"
}
