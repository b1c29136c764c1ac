--TEST--
uncaught user exception
--FILE--
<?php
class E extends Exception {}
throw new E('boom');
--EXPECTF--

Fatal error: Uncaught E: boom in %s:3
Stack trace:
#0 {main}
  thrown in %s on line 3
