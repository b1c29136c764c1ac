--TEST--
Dangling reference after foreach by reference
--FILE--
<?php
$a = [1, 2, 3];
foreach ($a as &$v) {}
foreach ($a as $v) {}
var_dump($a);
--EXPECT--
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  &int(2)
}
