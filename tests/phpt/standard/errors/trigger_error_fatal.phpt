--TEST--
trigger_error with E_USER_ERROR stops the script
--FILE--
<?php
echo "before\n";
trigger_error('fatal problem', E_USER_ERROR);
echo "not reached\n";
--EXPECTF--
before

Fatal error: fatal problem in %s on line 3
