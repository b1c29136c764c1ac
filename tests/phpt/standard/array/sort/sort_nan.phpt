--TEST--
sort() with NAN in the array
--FILE--
<?php
$a = [3, NAN, 1, 2];
sort($a);
var_dump($a);
--EXPECT--
array(4) {
  [0]=>
  float(NAN)
  [1]=>
  int(1)
  [2]=>
  int(2)
  [3]=>
  int(3)
}
