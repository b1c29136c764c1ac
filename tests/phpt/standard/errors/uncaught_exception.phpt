--TEST--
an uncaught exception prints a fatal error
--FILE--
<?php
echo "start\n";
throw new RuntimeException('boom');
--EXPECTF--
start

Fatal error: Uncaught RuntimeException: boom in %s:3
Stack trace:
#0 {main}
  thrown in %s on line 3
