--TEST--
small floats use exponents
--FILE--
<?php
var_dump(json_encode([0.0001, 0.00001, 1.5e-300, -2.5e-5]));
--EXPECT--
string(32) "[0.0001,1.0e-5,1.5e-300,-2.5e-5]"
