--TEST--
floats decode to the nearest double
--FILE--
<?php
var_dump(json_decode('0.1'), json_decode('0.30000000000000004'), json_decode('1.7976931348623157e308'), json_decode('5e-324'), json_decode('2.2250738585072014E-308'));
--EXPECT--
float(0.1)
float(0.30000000000000004)
float(1.7976931348623157E+308)
float(5.0E-324)
float(2.2250738585072014E-308)
