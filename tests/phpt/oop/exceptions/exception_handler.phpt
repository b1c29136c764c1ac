--TEST--
set_exception_handler receives the uncaught exception and ends the script
--FILE--
<?php
set_exception_handler(function (Throwable $t) { echo 'handler: ', get_class($t), ' ', $t->getMessage(), "\n"; });
register_shutdown_function(function () { echo "shutdown\n"; });
echo "start\n";
throw new Exception('unhandled');
echo "never\n";
--EXPECT--
start
handler: Exception unhandled
shutdown
