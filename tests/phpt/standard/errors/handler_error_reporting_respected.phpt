--TEST--
the error handler is called even when error_reporting excludes the level
--FILE--
<?php
set_error_handler(function ($n, $s) {
    echo "handler($n): $s, error_reporting=", error_reporting(), "\n";
    return true;
});
error_reporting(E_ALL & ~E_USER_NOTICE);
trigger_error('masked');
trigger_error('shown', E_USER_WARNING);
--EXPECT--
handler(1024): masked, error_reporting=31743
handler(512): shown, error_reporting=31743
