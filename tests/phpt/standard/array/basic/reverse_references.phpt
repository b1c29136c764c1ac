--TEST--
array_reverse() keeps shared references
--FILE--
<?php
$x = 1;
$a = [&$x, 2];
$r = array_reverse($a);
$x = 9;
var_dump($r);
--EXPECT--
array(2) {
  [0]=>
  int(2)
  [1]=>
  &int(9)
}
