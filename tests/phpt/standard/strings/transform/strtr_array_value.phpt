--TEST--
strtr with an array replacement value
--FILE--
<?php
var_dump(strtr("abc", ["a" => []]));
--EXPECTF--

Warning: Array to string conversion in %s on line 2
string(7) "Arraybc"
