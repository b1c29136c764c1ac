--TEST--
Array union, equality and identity
--FILE--
<?php
$a = ['a' => 1, 'b' => 2];
$b = ['b' => 2, 'a' => 1];
var_dump($a == $b, $a === $b, $a != $b, $a !== $b, $a <> $b);
var_dump($a + ['c' => 3], ['c' => 3] + $a);
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(true)
bool(false)
array(3) {
  ["a"]=>
  int(1)
  ["b"]=>
  int(2)
  ["c"]=>
  int(3)
}
array(3) {
  ["c"]=>
  int(3)
  ["a"]=>
  int(1)
  ["b"]=>
  int(2)
}
