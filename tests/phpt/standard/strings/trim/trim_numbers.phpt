--TEST--
trim coerces numbers
--FILE--
<?php
var_dump(trim(100, "0"), trim(1.50, "1"), ltrim(-5, "-"));
--EXPECT--
string(1) "1"
string(2) ".5"
string(1) "5"
