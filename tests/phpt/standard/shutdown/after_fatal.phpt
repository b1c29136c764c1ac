--TEST--
shutdown functions run after an uncaught exception
--FILE--
<?php
register_shutdown_function(function () {
    echo "shutdown: ", error_get_last()['message'] ?? 'none', "\n";
});
throw new Exception('fail');
--EXPECTF--

Fatal error: Uncaught Exception: fail in %s:5
Stack trace:
#0 {main}
  thrown in %s on line 5
shutdown: Uncaught Exception: fail in %s:5
Stack trace:
#0 {main}
  thrown
