--TEST--
var_dump of very small floats
--FILE--
<?php
var_dump(1e-10);
var_dump(-5e-324);
var_dump(2.5e-5);
var_dump(0.1e-3);
--EXPECT--
float(1.0E-10)
float(-5.0E-324)
float(2.5E-5)
float(0.0001)
