--TEST--
a handler that handles E_USER_ERROR lets the script continue
--FILE--
<?php
set_error_handler(function ($n, $s) {
    echo "caught level $n: $s\n";
    return true;
});
trigger_error('would be fatal', E_USER_ERROR);
echo "still running\n";
--EXPECT--
caught level 256: would be fatal
still running
