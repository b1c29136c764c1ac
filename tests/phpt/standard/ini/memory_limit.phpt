--TEST--
ini_set of memory_limit
--INI--
memory_limit=128M
--FILE--
<?php
var_dump(ini_get('memory_limit'));
var_dump(ini_set('memory_limit', '512M'));
var_dump(ini_get('memory_limit'));
var_dump(ini_set('memory_limit', '-1'));
var_dump(ini_get('memory_limit'));
--EXPECT--
string(4) "128M"
string(4) "128M"
string(4) "512M"
string(4) "512M"
string(2) "-1"
