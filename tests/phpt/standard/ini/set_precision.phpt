--TEST--
ini_set of precision changes float output and returns the old value
--FILE--
<?php
var_dump(ini_set('precision', '5'));
echo 1/3, "\n";
var_dump(ini_get('precision'));
var_dump(ini_set('precision', 17));
echo 0.1, "\n";
--EXPECT--
string(2) "14"
0.33333
string(1) "5"
string(1) "5"
0.10000000000000001
