--TEST--
Uncaught exception with an empty message and a custom class
--FILE--
<?php
class Quiet extends Exception {}
throw new Quiet;
--EXPECTF--

Fatal error: Uncaught Quiet in %s:3
Stack trace:
#0 {main}
  thrown in %s on line 3
