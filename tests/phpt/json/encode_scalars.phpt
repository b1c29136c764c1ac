--TEST--
json_encode of scalars
--FILE--
<?php
var_dump(json_encode(null), json_encode(true), json_encode(false), json_encode(0), json_encode(-42), json_encode(PHP_INT_MAX), json_encode(PHP_INT_MIN));
--EXPECT--
string(4) "null"
string(4) "true"
string(5) "false"
string(1) "0"
string(3) "-42"
string(19) "9223372036854775807"
string(20) "-9223372036854775808"
