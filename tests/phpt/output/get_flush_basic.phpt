--TEST--
ob_get_flush returns the contents and outputs them
--FILE--
<?php
ob_start();
echo "abc";
$s = ob_get_flush();
echo "\n";
var_dump($s, ob_get_level());
--EXPECT--
abc
string(3) "abc"
int(0)
