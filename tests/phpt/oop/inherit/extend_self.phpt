--TEST--
a class extending itself is fatal
--FILE--
<?php
class A extends A {}
--EXPECTF--

Fatal error: Uncaught Error: Class "A" not found in %s:2
Stack trace:
#0 {main}
  thrown in %s on line 2
