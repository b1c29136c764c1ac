--TEST--
unset of nested missing keys is silent but an undefined base variable warns
--FILE--
<?php
$a = ['x' => 1];
unset($a['y']['z']);
unset($undefinedArr['k']);
var_dump($a);
--EXPECTF--

Warning: Undefined variable $undefinedArr in %s on line 4
array(1) {
  ["x"]=>
  int(1)
}
