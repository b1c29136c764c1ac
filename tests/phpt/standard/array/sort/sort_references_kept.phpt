--TEST--
sort() keeps references in the array
--FILE--
<?php
$x = 3;
$a = [&$x, 1, 2];
sort($a);
$x = 99;
var_dump($a);
--EXPECT--
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  &int(99)
}
