--TEST--
foreach by value
--FILE--
<?php
$a = [1, 2, 3];
foreach ($a as $v) { $v *= 2; }
var_dump($a, $v);
--EXPECT--
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
int(6)
