--TEST--
array_walk with a by-value callback parameter leaves the array alone
--FILE--
<?php
function f($v) { $v = 0; }
$a = [1, 2];
array_walk($a, "f");
var_dump($a);
$b = ["x" => [1]];
array_walk_recursive($b, function ($v) { $v = 9; });
var_dump($b);
--EXPECT--
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
array(1) {
  ["x"]=>
  array(1) {
    [0]=>
    int(1)
  }
}
