--TEST--
Uncaught modulo by zero
--FILE--
<?php
$a = 5;
$b = 0;
echo $a % $b;
--EXPECTF--

Fatal error: Uncaught DivisionByZeroError: Modulo by zero in %s:4
Stack trace:
#0 {main}
  thrown in %s on line 4
