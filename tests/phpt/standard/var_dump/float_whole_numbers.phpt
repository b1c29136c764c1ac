--TEST--
var_dump of whole-number floats near the exponent switch
--FILE--
<?php
var_dump(1e14);
var_dump(1e15);
var_dump(1e20);
var_dump(-1e21);
var_dump(2.0 ** 53);
--EXPECT--
float(100000000000000)
float(1000000000000000)
float(1.0E+20)
float(-1.0E+21)
float(9007199254740992)
