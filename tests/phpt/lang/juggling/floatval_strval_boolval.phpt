--TEST--
floatval, strval and boolval
--FILE--
<?php
var_dump(floatval("1.5e3abc"), floatval("-.5"), strval(0.1 + 0.2), strval(true), boolval("0"), boolval([]), boolval("0.0"), boolval(0.0));
--EXPECT--
float(1500)
float(-0.5)
string(3) "0.3"
string(1) "1"
bool(false)
bool(false)
bool(true)
bool(false)
