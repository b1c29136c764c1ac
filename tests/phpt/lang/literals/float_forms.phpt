--TEST--
Float literal forms
--FILE--
<?php
var_dump(1.5, .5, 5., 1e3, 1E-3, 2.5e+2, 0.0, -0.0, 1_0.2_5);
--EXPECT--
float(1.5)
float(0.5)
float(5)
float(1000)
float(0.001)
float(250)
float(0)
float(-0)
float(10.25)
