--TEST--
E_USER_ERROR stops the script
--FILE--
<?php
echo "before\n";
trigger_error("fatal user error", E_USER_ERROR);
echo "after\n";
--EXPECTF--
before

Fatal error: fatal user error in %s on line 3
