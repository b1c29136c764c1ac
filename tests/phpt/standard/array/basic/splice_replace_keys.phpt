--TEST--
array_splice() with replacement and string keys
--FILE--
<?php
$a = ['x' => 1, 2, 'y' => 3, 4];
$r = array_splice($a, 1, 1, ['new', 'vals']);
var_dump($r, $a);
--EXPECT--
array(1) {
  [0]=>
  int(2)
}
array(5) {
  ["x"]=>
  int(1)
  [0]=>
  string(3) "new"
  [1]=>
  string(4) "vals"
  ["y"]=>
  int(3)
  [2]=>
  int(4)
}
