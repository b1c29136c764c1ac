--TEST--
Casting an array to string warns
--FILE--
<?php
$s = (string)[1];
var_dump($s);
--EXPECTF--

Warning: Array to string conversion in %s on line 2
string(5) "Array"
