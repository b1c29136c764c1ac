--TEST--
array_splice keeps string keys and renumbers integer keys
--FILE--
<?php
$a = ['x' => 1, 5 => 2, 'y' => 3, 9 => 4];
$r = array_splice($a, 1, 1, ['z' => 'new']);
var_dump($r, $a);
--EXPECT--
array(1) {
  [0]=>
  int(2)
}
array(4) {
  ["x"]=>
  int(1)
  [0]=>
  string(3) "new"
  ["y"]=>
  int(3)
  [1]=>
  int(4)
}
