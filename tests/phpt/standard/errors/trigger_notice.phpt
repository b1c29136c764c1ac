--TEST--
trigger_error with the default E_USER_NOTICE
--FILE--
<?php
var_dump(trigger_error('custom notice'));
echo "after\n";
--EXPECTF--

Notice: custom notice in %s on line 2
bool(true)
after
