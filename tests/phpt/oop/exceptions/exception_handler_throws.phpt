--TEST--
An exception thrown by the exception handler is reported as uncaught
--FILE--
<?php
set_exception_handler(function ($e) { echo "handling ", $e->getMessage(), "\n"; throw new LogicException('from handler'); });
throw new Exception('orig');
--EXPECTF--
handling orig

Fatal error: Uncaught LogicException: from handler in %s:2
Stack trace:
#0 [internal function]: {closure}(Object(Exception))
#1 {main}
  thrown in %s on line 2
