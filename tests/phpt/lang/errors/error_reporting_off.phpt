--TEST--
error_reporting(0) hides warnings
--FILE--
<?php
$old = error_reporting(0);
var_dump($old);
echo $undefined;
trigger_error("hidden", E_USER_WARNING);
error_reporting(E_ALL);
echo $undefined2;
--EXPECTF--
int(32767)

Warning: Undefined variable $undefined2 in %s on line 7
