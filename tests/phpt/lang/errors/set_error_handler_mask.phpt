--TEST--
Handler with a level mask
--FILE--
<?php
function h($no, $str) { echo "handled: $str\n"; return true; }
set_error_handler('h', E_USER_WARNING);
trigger_error("warn", E_USER_WARNING);
trigger_error("notice", E_USER_NOTICE);
--EXPECTF--
handled: warn

Notice: notice in %s on line 5
