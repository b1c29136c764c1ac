--TEST--
set_error_handler with an error_levels mask
--FILE--
<?php
set_error_handler(function ($n, $s) {
    echo "handler: $s\n";
    return true;
}, E_USER_WARNING);
trigger_error('warn', E_USER_WARNING);
trigger_error('notice not handled', E_USER_NOTICE);
--EXPECTF--
handler: warn

Notice: notice not handled in %s on line 7
