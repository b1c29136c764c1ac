--TEST--
ini_get of precision defaults
--FILE--
<?php
var_dump(ini_get('precision'));
var_dump(ini_get('serialize_precision'));
--EXPECT--
string(2) "14"
string(2) "-1"
