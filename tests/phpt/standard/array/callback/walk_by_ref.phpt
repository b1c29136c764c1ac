--TEST--
array_walk() modifies elements by reference
--FILE--
<?php
$a = ['a' => 1, 'b' => 2];
var_dump(array_walk($a, function (&$v, $k) { $v = "$k=$v"; }));
var_dump($a);
--EXPECT--
bool(true)
array(2) {
  ["a"]=>
  string(3) "a=1"
  ["b"]=>
  string(3) "b=2"
}
