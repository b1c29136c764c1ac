--TEST--
ini_restore resets to the startup value
--INI--
precision=14
--FILE--
<?php
ini_set('precision', '3');
echo M_PI, "\n";
ini_restore('precision');
echo M_PI, "\n";
var_dump(ini_get('precision'));
--EXPECT--
3.14
3.1415926535898
string(2) "14"
