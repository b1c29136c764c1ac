--TEST--
var_dump of an array element that is a reference
--FILE--
<?php
$x = 1;
$a = [&$x, 2];
var_dump($a);
--EXPECT--
array(2) {
  [0]=>
  &int(1)
  [1]=>
  int(2)
}
