--TEST--
str_repeat with a fractional float times
--FILE--
<?php
var_dump(str_repeat('a', 2.0));
var_dump(str_repeat('a', 2.5));
--EXPECTF--
string(2) "aa"

Deprecated: Implicit conversion from float 2.5 to int loses precision in %s on line 3
string(2) "aa"
