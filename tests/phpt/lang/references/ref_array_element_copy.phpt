--TEST--
Copying an array with a referenced element shares that element
--FILE--
<?php
$a = [1, 2, 3];
$r = &$a[0];
$b = $a;
$b[0] = 'X';
$b[1] = 'Y';
var_dump($a);
unset($r);
$c = $a;
$c[0] = 'Z';
var_dump($a[0]);
--EXPECT--
array(3) {
  [0]=>
  &string(1) "X"
  [1]=>
  int(2)
  [2]=>
  int(3)
}
string(1) "Z"
