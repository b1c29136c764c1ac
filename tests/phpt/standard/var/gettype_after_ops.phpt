--TEST--
gettype after arithmetic
--FILE--
<?php
var_dump(gettype(1 + 1), gettype(1 + 1.0), gettype("1" + 1), gettype(PHP_INT_MAX + 1), gettype(7 / 7), gettype(7 % 2), gettype("a" . 1));
--EXPECT--
string(7) "integer"
string(6) "double"
string(7) "integer"
string(6) "double"
string(7) "integer"
string(7) "integer"
string(6) "string"
