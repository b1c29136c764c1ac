--TEST--
display_errors set through INI
--INI--
display_errors=0
--FILE--
<?php
echo $undefined;
echo "quiet\n";
var_dump(ini_get('display_errors'));
--EXPECT--
quiet
string(1) "0"
