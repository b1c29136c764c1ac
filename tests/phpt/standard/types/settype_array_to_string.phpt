--TEST--
settype of an array to string warns
--FILE--
<?php
$v = [1, 2];
var_dump(settype($v, 'string'));
var_dump($v);
--EXPECTF--

Warning: Array to string conversion in %s on line 3
bool(true)
string(5) "Array"
