--TEST--
round always returns a float
--FILE--
<?php
var_dump(round(10));
var_dump(round(-7, 2));
var_dump(round(true));
--EXPECT--
float(10)
float(-7)
float(1)
