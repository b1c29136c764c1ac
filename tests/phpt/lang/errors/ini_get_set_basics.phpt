--TEST--
ini_get and ini_set return values
--FILE--
<?php
var_dump(ini_get('precision'));
var_dump(ini_set('precision', '10'));
var_dump(ini_get('precision'));
var_dump(ini_get('no_such_setting'));
var_dump(ini_set('no_such_setting', '1'));
--EXPECT--
string(2) "14"
string(2) "14"
string(2) "10"
bool(false)
bool(false)
