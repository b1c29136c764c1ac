--TEST--
var_dump honours serialize_precision
--INI--
serialize_precision=5
--FILE--
<?php
var_dump(0.1 + 0.2);
var_dump(1/3);
var_dump(123456.789);
--EXPECT--
float(0.3)
float(0.33333)
float(1.2346E+5)
