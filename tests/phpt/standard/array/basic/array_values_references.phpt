--TEST--
array_values() keeps shared references
--FILE--
<?php
$x = 1;
$a = ['k' => &$x];
$v = array_values($a);
$x = 2;
var_dump($v);
--EXPECT--
array(1) {
  [0]=>
  &int(2)
}
