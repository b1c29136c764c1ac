--TEST--
Uncaught exception output with a stack trace
--FILE--
<?php
function thrower() { throw new RuntimeException('boom'); }
echo "before\n";
thrower();
echo "never\n";
--EXPECTF--
before

Fatal error: Uncaught RuntimeException: boom in %s:2
Stack trace:
#0 %s(4): thrower()
#1 {main}
  thrown in %s on line 2
