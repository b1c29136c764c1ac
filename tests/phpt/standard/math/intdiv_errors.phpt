--TEST--
intdiv errors
--FILE--
<?php
try { intdiv(1, 0); } catch (DivisionByZeroError $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { intdiv(PHP_INT_MIN, -1); } catch (ArithmeticError $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { intdiv(1.5, 1); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
DivisionByZeroError: Division by zero
ArithmeticError: Division of PHP_INT_MIN by -1 is not an integer

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 4
