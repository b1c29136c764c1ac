--TEST--
ini_set with an integer value
--FILE--
<?php
ini_set('precision', 4);
var_dump(ini_get('precision'));
echo 2/3, "\n";
--EXPECT--
string(1) "4"
0.6667
