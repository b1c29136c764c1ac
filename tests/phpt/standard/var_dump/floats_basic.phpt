--TEST--
var_dump of simple floats
--FILE--
<?php
var_dump(1.0);
var_dump(0.5);
var_dump(-2.25);
var_dump(100.0);
var_dump(1e100);
--EXPECT--
float(1)
float(0.5)
float(-2.25)
float(100)
float(1.0E+100)
