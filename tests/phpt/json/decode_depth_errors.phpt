--TEST--
invalid depth arguments
--FILE--
<?php
foreach ([0, -1, PHP_INT_MAX, 2147483647] as $d) {
  try { var_dump(json_decode('[1]', true, $d)); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
}
var_dump(json_decode('', true, 0));
--EXPECT--
json_decode(): Argument #3 ($depth) must be greater than 0
json_decode(): Argument #3 ($depth) must be greater than 0
json_decode(): Argument #3 ($depth) must be less than 2147483647
array(1) {
  [0]=>
  int(1)
}
NULL
