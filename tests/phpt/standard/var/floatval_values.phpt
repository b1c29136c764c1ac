--TEST--
floatval of strings
--FILE--
<?php
var_dump(floatval("1.5abc"), floatval("abc"), floatval("1e3"), floatval("-.5"), floatval(" 2"), floatval("0x1A"), floatval(null), floatval(true), floatval([1]));
--EXPECT--
float(1.5)
float(0)
float(1000)
float(-0.5)
float(2)
float(0)
float(0)
float(1)
float(1)
