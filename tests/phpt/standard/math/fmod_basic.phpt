--TEST--
fmod remainder of floats
--FILE--
<?php
var_dump(fmod(10, 3));
var_dump(fmod(-10, 3));
var_dump(fmod(10, -3));
var_dump(fmod(5.5, 1.5));
var_dump(fmod(0.3, 0.1));
--EXPECT--
float(1)
float(-1)
float(1)
float(1)
float(0.09999999999999998)
