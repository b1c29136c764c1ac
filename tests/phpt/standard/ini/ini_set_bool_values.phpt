--TEST--
ini_set with boolean values
--FILE--
<?php
var_dump(ini_set('display_errors', false));
var_dump(ini_get('display_errors'));
var_dump(ini_set('display_errors', true));
var_dump(ini_get('display_errors'));
--EXPECT--
string(1) "1"
string(0) ""
string(0) ""
string(1) "1"
