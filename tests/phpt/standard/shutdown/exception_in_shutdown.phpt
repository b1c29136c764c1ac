--TEST--
an exception thrown in a shutdown function is fatal
--FILE--
<?php
register_shutdown_function(function () { throw new Exception('in shutdown'); });
register_shutdown_function(function () { echo "second\n"; });
echo "main\n";
--EXPECTF--
main

Fatal error: Uncaught Exception: in shutdown in %s:2
Stack trace:
#0 [internal function]: {closure}()
#1 {main}
  thrown in %s on line 2
