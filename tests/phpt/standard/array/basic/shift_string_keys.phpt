--TEST--
array_shift() renumbers int keys
--FILE--
<?php
$a = ['x' => 1, 5 => 2, 9 => 3];
var_dump(array_shift($a), $a);
--EXPECT--
int(1)
array(2) {
  [0]=>
  int(2)
  [1]=>
  int(3)
}
