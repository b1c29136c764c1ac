--TEST--
Uncaught DivisionByZeroError message
--FILE--
<?php
function f($x) { return 10 / $x; }
echo f(2), "\n";
echo f(0), "\n";
--EXPECTF--
5

Fatal error: Uncaught DivisionByZeroError: Division by zero in %s:2
Stack trace:
#0 %s(4): f(0)
#1 {main}
  thrown in %s on line 2
