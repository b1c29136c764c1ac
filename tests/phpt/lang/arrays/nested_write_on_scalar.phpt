--TEST--
Writing a nested index into a scalar
--FILE--
<?php
$a = ['s' => 'str', 'i' => 5, 'n' => null, 'f' => false];
try { $a['i']['x'] = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$a['n']['x'] = 1;
$a['f']['y'] = 2;
var_dump($a['n'], $a['f']);
--EXPECTF--
Cannot use a scalar value as an array

Deprecated: Automatic conversion of false to array is deprecated in %s on line 5
array(1) {
  ["x"]=>
  int(1)
}
array(1) {
  ["y"]=>
  int(2)
}
