--TEST--
strval of an array
--FILE--
<?php
var_dump(strval([1]));
--EXPECTF--

Warning: Array to string conversion in %s on line 2
string(5) "Array"
