--TEST--
Uncaught Exception with a message
--FILE--
<?php
function thrower() { throw new Exception("plain exception"); }
thrower();
--EXPECTF--

Fatal error: Uncaught Exception: plain exception in %s:2
Stack trace:
#0 %s(3): thrower()
#1 {main}
  thrown in %s on line 2
