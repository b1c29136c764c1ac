--TEST--
Exception rethrown in catch becomes uncaught
--FILE--
<?php
try {
  intdiv(1, 0);
} catch (DivisionByZeroError $e) {
  echo "caught once\n";
  throw $e;
}
--EXPECTF--
caught once

Fatal error: Uncaught DivisionByZeroError: Division by zero in %s:3
Stack trace:
#0 %s(3): intdiv(1, 0)
#1 {main}
  thrown in %s on line 3
