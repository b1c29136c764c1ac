--TEST--
array_column() index values of several types
--FILE--
<?php
$r = [['k' => 1.7, 'v' => 'a'], ['k' => true, 'v' => 'b'], ['k' => null, 'v' => 'c'], ['k' => '08', 'v' => 'd']];
var_dump(array_column($r, 'v', 'k'));
--EXPECTF--

Deprecated: Implicit conversion from float 1.7 to int loses precision in %s on line 3
array(3) {
  [1]=>
  string(1) "b"
  [""]=>
  string(1) "c"
  ["08"]=>
  string(1) "d"
}
