--TEST--
ini_get and ini_set of unknown keys return false
--FILE--
<?php
var_dump(ini_get('no.such.setting'));
var_dump(ini_set('no.such.setting', '1'));
var_dump(ini_get('no.such.setting'));
var_dump(ini_get(''));
--EXPECT--
bool(false)
bool(false)
bool(false)
bool(false)
