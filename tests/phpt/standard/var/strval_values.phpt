--TEST--
strval of values
--FILE--
<?php
var_dump(strval(1.0), strval(0.1 + 0.2), strval(-0.0), strval(1e25), strval(true), strval(false), strval(null), strval(PHP_INT_MIN), strval(1e15), strval(123456789012345678));
--EXPECT--
string(1) "1"
string(3) "0.3"
string(2) "-0"
string(7) "1.0E+25"
string(1) "1"
string(0) ""
string(0) ""
string(20) "-9223372036854775808"
string(7) "1.0E+15"
string(18) "123456789012345678"
