--TEST--
display_errors=0 hides messages
--FILE--
<?php
ini_set('display_errors', '0');
echo $undefined;
echo "output still works\n";
trigger_error("x", E_USER_WARNING);
ini_set('display_errors', '1');
echo $undefined2;
--EXPECTF--
output still works

Warning: Undefined variable $undefined2 in %s on line 7
