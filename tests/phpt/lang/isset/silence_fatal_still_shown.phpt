--TEST--
@ does not hide fatal errors
--FILE--
<?php
@undefined_function_xyz();
--EXPECTF--

Fatal error: Uncaught Error: Call to undefined function undefined_function_xyz() in %s:2
Stack trace:
#0 {main}
  thrown in %s on line 2
