--TEST--
Reference to an array element
--FILE--
<?php
$a = [1, 2, 3];
$r = &$a[1];
$r = 'two';
var_dump($a);
$b = $a;
$b[1] = 'changed via copy';
var_dump($a[1]);
--EXPECT--
array(3) {
  [0]=>
  int(1)
  [1]=>
  &string(3) "two"
  [2]=>
  int(3)
}
string(16) "changed via copy"
