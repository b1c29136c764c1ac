--TEST--
error_reporting sets a new level and returns the old one
--FILE--
<?php
var_dump(error_reporting(E_ALL & ~E_WARNING));
var_dump(error_reporting());
echo $undefined_var;
echo "no warning shown\n";
error_reporting(E_ALL);
echo $undefined_var2;
echo "warning shown\n";
--EXPECTF--
int(32767)
int(32765)
no warning shown

Warning: Undefined variable $undefined_var2 in %s on line 7
warning shown
