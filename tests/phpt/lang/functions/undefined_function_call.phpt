--TEST--
Calling an undefined function is a fatal error
--FILE--
<?php
echo "before\n";
undefined_function(1, 2);
echo "after\n";
--EXPECTF--
before

Fatal error: Uncaught Error: Call to undefined function undefined_function() in %s:3
Stack trace:
#0 {main}
  thrown in %s on line 3
