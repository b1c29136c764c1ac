--TEST--
ini_set of serialize_precision changes var_dump output
--FILE--
<?php
var_dump(ini_set('serialize_precision', '3'));
var_dump(M_PI);
ini_set('serialize_precision', '-1');
var_dump(M_PI);
--EXPECT--
string(2) "-1"
float(3.14)
float(3.141592653589793)
