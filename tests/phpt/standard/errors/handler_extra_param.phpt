--TEST--
an error handler with fewer parameters
--FILE--
<?php
set_error_handler(function ($errno) {
    echo "only errno: $errno\n";
    return true;
});
trigger_error('x', E_USER_WARNING);
--EXPECT--
only errno: 512
