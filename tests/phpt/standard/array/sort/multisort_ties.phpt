--TEST--
array_multisort() breaks ties with the second array
--FILE--
<?php
$a = [1, 1, 2, 1];
$b = [4, 3, 2, 1];
array_multisort($a, $b);
var_dump($a, $b);
--EXPECT--
array(4) {
  [0]=>
  int(1)
  [1]=>
  int(1)
  [2]=>
  int(1)
  [3]=>
  int(2)
}
array(4) {
  [0]=>
  int(1)
  [1]=>
  int(3)
  [2]=>
  int(4)
  [3]=>
  int(2)
}
