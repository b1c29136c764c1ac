--TEST--
(string) cast of scalars
--FILE--
<?php
var_dump((string)1, (string)1.0, (string)0.5, (string)true, (string)false, (string)null, (string)-0.0, (string)1e6, (string)1e15, (string)PHP_INT_MIN);
--EXPECT--
string(1) "1"
string(1) "1"
string(3) "0.5"
string(1) "1"
string(0) ""
string(0) ""
string(2) "-0"
string(7) "1000000"
string(7) "1.0E+15"
string(20) "-9223372036854775808"
