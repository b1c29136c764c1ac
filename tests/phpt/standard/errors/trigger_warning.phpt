--TEST--
trigger_error with E_USER_WARNING
--FILE--
<?php
var_dump(trigger_error('custom warning', E_USER_WARNING));
--EXPECTF--

Warning: custom warning in %s on line 2
bool(true)
