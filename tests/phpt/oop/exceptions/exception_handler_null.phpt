--TEST--
set_exception_handler(null) restores the default output
--FILE--
<?php
set_exception_handler(function ($e) { echo "custom\n"; });
set_exception_handler(null);
throw new Exception('default output');
--EXPECTF--

Fatal error: Uncaught Exception: default output in %s:4
Stack trace:
#0 {main}
  thrown in %s on line 4
