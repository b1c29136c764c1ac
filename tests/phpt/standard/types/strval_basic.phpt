--TEST--
strval conversions
--FILE--
<?php
var_dump(strval(42));
var_dump(strval(-0.0));
var_dump(strval(1.0));
var_dump(strval(0.1 + 0.2));
var_dump(strval(1e25));
var_dump(strval(true));
var_dump(strval(false));
var_dump(strval(null));
var_dump(strval(PHP_INT_MIN));
--EXPECT--
string(2) "42"
string(2) "-0"
string(1) "1"
string(3) "0.3"
string(7) "1.0E+25"
string(1) "1"
string(0) ""
string(0) ""
string(20) "-9223372036854775808"
