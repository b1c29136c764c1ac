--TEST--
Array passed by reference is modified in place
--FILE--
<?php
function add(array &$arr, $v) { $arr[] = $v; }
$list = [];
add($list, 1);
add($list, 2);
var_dump($list);
--EXPECT--
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
