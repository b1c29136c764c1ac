--TEST--
ini_alter is an alias of ini_set
--FILE--
<?php
var_dump(ini_alter('precision', '6'));
echo M_PI, "\n";
--EXPECT--
string(2) "14"
3.14159
