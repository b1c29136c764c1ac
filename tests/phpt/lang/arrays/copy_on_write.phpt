--TEST--
Array assignment copies on write
--FILE--
<?php
$a = [1, 2, 3];
$b = $a;
$b[] = 4;
$c = $a;
$c[0] = 'changed';
var_dump($a, $b, $c);
--EXPECT--
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
array(4) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
  [3]=>
  int(4)
}
array(3) {
  [0]=>
  string(7) "changed"
  [1]=>
  int(2)
  [2]=>
  int(3)
}
