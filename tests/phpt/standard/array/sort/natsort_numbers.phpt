--TEST--
natsort() on ints and floats
--FILE--
<?php
$a = [10, 9, 1.5, '1.10', '1.9', -1, '-2'];
natsort($a);
var_dump($a);
--EXPECT--
array(7) {
  [5]=>
  int(-1)
  [6]=>
  string(2) "-2"
  [2]=>
  float(1.5)
  [4]=>
  string(3) "1.9"
  [3]=>
  string(4) "1.10"
  [1]=>
  int(9)
  [0]=>
  int(10)
}
