--TEST--
Float, bool and null keys
--FILE--
<?php
$a = [];
$a[1.7] = 'float';
$a[true] = 'true';
$a[false] = 'false';
$a[null] = 'null';
$a[-0.0] = 'negzero';
var_dump($a);
--EXPECTF--

Deprecated: Implicit conversion from float 1.7 to int loses precision in %s on line 3
array(3) {
  [1]=>
  string(4) "true"
  [0]=>
  string(7) "negzero"
  [""]=>
  string(4) "null"
}
