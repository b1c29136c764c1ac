--TEST--
an error handler returning false falls through to the standard handler
--FILE--
<?php
set_error_handler(function ($errno, $errstr) {
    echo "handler saw: $errstr\n";
    return false;
});
trigger_error('falls through', E_USER_WARNING);
echo "end\n";
--EXPECTF--
handler saw: falls through

Warning: falls through in %s on line 6
end
