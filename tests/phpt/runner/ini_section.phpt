--TEST--
runner: --INI-- settings are passed with -d
--INI--
precision=5
serialize_precision=5
--FILE--
<?php
echo 1/3, "\n";
var_dump(ini_get('precision'));
var_dump(ini_get('display_errors'), ini_get('error_reporting'), ini_get('html_errors'));
--EXPECT--
0.33333
string(1) "5"
string(1) "1"
string(5) "32767"
string(1) "0"
