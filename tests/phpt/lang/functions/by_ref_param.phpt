--TEST--
Pass by reference
--FILE--
<?php
function addOne(&$x) { $x++; }
$v = 1;
addOne($v);
var_dump($v);
$arr = [1];
addOne($arr[0]);
addOne($arr[1]);
var_dump($arr);
addOne($undefined);
var_dump($undefined);
--EXPECT--
int(2)
array(2) {
  [0]=>
  int(2)
  [1]=>
  int(1)
}
int(1)
