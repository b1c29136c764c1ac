--TEST--
sort() on ints renumbers keys
--FILE--
<?php
$a = ['x' => 3, 'y' => 1, 5 => 2];
var_dump(sort($a));
var_dump($a);
--EXPECT--
bool(true)
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
