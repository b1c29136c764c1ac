--TEST--
Shutdown functions run after a fatal error
--FILE--
<?php
function bye() { echo "shutdown ran\n"; }
register_shutdown_function('bye');
echo "start\n";
undefined_call();
--EXPECTF--
start

Fatal error: Uncaught Error: Call to undefined function undefined_call() in %s:5
Stack trace:
#0 {main}
  thrown in %s on line 5
shutdown ran
