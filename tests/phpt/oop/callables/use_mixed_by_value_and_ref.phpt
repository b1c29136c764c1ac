--TEST--
A closure mixing by-value and by-reference use variables
--FILE--
<?php
$a = 1; $b = 1;
$f = function () use ($a, &$b) { $a++; $b++; return [$a, $b]; };
var_dump($f(), $f(), $a, $b);
--EXPECT--
array(2) {
  [0]=>
  int(2)
  [1]=>
  int(2)
}
array(2) {
  [0]=>
  int(2)
  [1]=>
  int(3)
}
int(1)
int(3)
