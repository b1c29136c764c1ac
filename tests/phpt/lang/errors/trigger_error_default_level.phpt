--TEST--
trigger_error defaults to E_USER_NOTICE
--FILE--
<?php
var_dump(trigger_error("default level"));
--EXPECTF--

Notice: default level in %s on line 2
bool(true)
