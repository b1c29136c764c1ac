--TEST--
an error raised inside the error handler uses the standard handler
--FILE--
<?php
set_error_handler(function ($n, $s) {
    echo "handling: $s\n";
    echo $inner_undefined;
    return true;
});
trigger_error('outer');
--EXPECTF--
handling: outer

Warning: Undefined variable $inner_undefined in %s on line 4
