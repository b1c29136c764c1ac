--TEST--
(float) cast of every type
--FILE--
<?php
var_dump((float)"1.5abc", (float)"abc", (float)".5", (float)"1e-2", (float)5, (float)true, (float)null, (float)[1], (double)"7", (float)"-0");
--EXPECT--
float(1.5)
float(0)
float(0.5)
float(0.01)
float(5)
float(1)
float(0)
float(1)
float(7)
float(-0)
