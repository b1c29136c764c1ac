--TEST--
krsort() with SORT_STRING | SORT_FLAG_CASE on strings keys
--FILE--
<?php
$a = ["x10" => 1, "x9" => 2, "X1" => 3, "apple" => 4, "Apple" => 5, "b" => 6];
var_dump(krsort($a, SORT_STRING | SORT_FLAG_CASE));
var_dump($a);
--EXPECT--
bool(true)
array(6) {
  ["x9"]=>
  int(2)
  ["x10"]=>
  int(1)
  ["X1"]=>
  int(3)
  ["b"]=>
  int(6)
  ["apple"]=>
  int(4)
  ["Apple"]=>
  int(5)
}
