--TEST--
sort() of an array with unset elements
--FILE--
<?php
$a = [5, 4, 3, 2, 1];
unset($a[1], $a[3]);
sort($a);
var_dump($a);
--EXPECT--
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(3)
  [2]=>
  int(5)
}
