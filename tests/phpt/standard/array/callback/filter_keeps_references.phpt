--TEST--
array_filter() result keeps shared references
--FILE--
<?php
$x = 1;
$a = [&$x, 0, 2];
$b = array_filter($a);
$x = 7;
var_dump($b);
--EXPECT--
array(2) {
  [0]=>
  &int(7)
  [2]=>
  int(2)
}
