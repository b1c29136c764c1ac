--TEST--
abs of integer-like strings beyond the int range
--FILE--
<?php
var_dump(abs('-9223372036854775808'));
var_dump(abs('9223372036854775808'));
--EXPECT--
float(9.223372036854776E+18)
float(9.223372036854776E+18)
