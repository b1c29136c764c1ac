--TEST--
ini_set of precision to a non-numeric value
--FILE--
<?php
var_dump(ini_set('precision', 'abc'));
var_dump(ini_get('precision'));
echo 1/3, "\n";
--EXPECT--
string(2) "14"
string(3) "abc"
0.3
