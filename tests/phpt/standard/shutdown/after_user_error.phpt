--TEST--
shutdown functions see E_USER_ERROR in error_get_last
--FILE--
<?php
register_shutdown_function(function () {
    $e = error_get_last();
    echo "\nshutdown sees type ", $e['type'], ': ', $e['message'], "\n";
});
trigger_error('fatal!', E_USER_ERROR);
--EXPECTF--

Fatal error: fatal! in %s on line 6

shutdown sees type 256: fatal!
