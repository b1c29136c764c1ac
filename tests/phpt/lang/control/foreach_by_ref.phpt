--TEST--
foreach by reference modifies the array
--FILE--
<?php
$a = [1, 2, 3];
foreach ($a as &$v) { $v *= 10; }
unset($v);
var_dump($a);
--EXPECT--
array(3) {
  [0]=>
  int(10)
  [1]=>
  int(20)
  [2]=>
  int(30)
}
