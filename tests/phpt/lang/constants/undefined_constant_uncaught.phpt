--TEST--
Uncaught error for an undefined constant
--FILE--
<?php
echo "a\n";
echo NOT_DEFINED;
echo "b\n";
--EXPECTF--
a

Fatal error: Uncaught Error: Undefined constant "NOT_DEFINED" in %s:3
Stack trace:
#0 {main}
  thrown in %s on line 3
