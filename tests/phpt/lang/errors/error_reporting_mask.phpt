--TEST--
error_reporting mask filters levels
--FILE--
<?php
error_reporting(E_ALL & ~E_USER_NOTICE & ~E_DEPRECATED);
trigger_error("notice hidden", E_USER_NOTICE);
trigger_error("warning shown", E_USER_WARNING);
$a = [];
$a[1.5] = 1;
trigger_error("user deprecated shown", E_USER_DEPRECATED);
var_dump(error_reporting());
--EXPECTF--

Warning: warning shown in %s on line 4

Deprecated: user deprecated shown in %s on line 7
int(23551)
