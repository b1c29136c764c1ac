--TEST--
Implicit conversion from float to int loses precision (array keys)
--FILE--
<?php
$a = [];
$a[1.5] = 'x';
var_dump($a);
$s = "abc";
var_dump($s[1.0]);
--EXPECTF--

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 3
array(1) {
  [1]=>
  string(1) "x"
}

Warning: String offset cast occurred in %s on line 6
string(1) "b"
