--TEST--
array_splice() with negative offset and length
--FILE--
<?php
$a = [1, 2, 3, 4, 5];
array_splice($a, -3, -1, 'x');
var_dump($a);
--EXPECT--
array(4) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  string(1) "x"
  [3]=>
  int(5)
}
