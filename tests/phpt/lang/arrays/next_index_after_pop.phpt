--TEST--
array_pop resets the next index
--FILE--
<?php
$a = [1, 2, 3];
array_pop($a);
$a[] = 'x';
var_dump($a);
--EXPECT--
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  string(1) "x"
}
