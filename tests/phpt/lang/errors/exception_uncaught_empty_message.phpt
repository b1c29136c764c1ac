--TEST--
Uncaught Error with an empty message
--FILE--
<?php
throw new Error();
--EXPECTF--

Fatal error: Uncaught Error in %s:2
Stack trace:
#0 {main}
  thrown in %s on line 2
