--TEST--
ini_set error_reporting
--FILE--
<?php
ini_set('error_reporting', '0');
echo $hidden;
var_dump(error_reporting());
ini_set('error_reporting', (string)E_ALL);
echo $shown;
--EXPECTF--
int(0)

Warning: Undefined variable $shown in %s on line 6
