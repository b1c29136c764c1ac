--TEST--
--INI-- settings are visible to ini_get
--INI--
precision=10
memory_limit=256M
--FILE--
<?php
var_dump(ini_get('precision'));
var_dump(ini_get('memory_limit'));
echo M_PI, "\n";
--EXPECT--
string(2) "10"
string(4) "256M"
3.141592654
