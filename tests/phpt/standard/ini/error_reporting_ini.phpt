--TEST--
error_reporting ini value is mirrored by ini_get
--FILE--
<?php
error_reporting(E_ERROR | E_WARNING);
var_dump(ini_get('error_reporting'));
ini_set('error_reporting', '8');
var_dump(error_reporting());
--EXPECT--
string(1) "3"
int(8)
