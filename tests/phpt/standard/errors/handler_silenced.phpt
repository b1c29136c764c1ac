--TEST--
the error handler sees the @ operator through error_reporting
--FILE--
<?php
set_error_handler(function ($n, $s) {
    echo "handler: $s, error_reporting=", error_reporting(), "\n";
    return true;
});
@trigger_error('silenced', E_USER_WARNING);
--EXPECT--
handler: silenced, error_reporting=4437
