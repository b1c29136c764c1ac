--TEST--
pow of a negative base with a fractional exponent is NAN
--FILE--
<?php
var_dump(pow(-1, 0.5));
var_dump(is_nan(pow(-1, 0.5)));
var_dump(pow(-1, 2.0));
--EXPECT--
float(NAN)
bool(true)
float(1)
