--TEST--
ArithmeticError and DivisionByZeroError sources
--FILE--
<?php
try { 1 / 0; } catch (DivisionByZeroError $e) { echo $e->getMessage(), "\n"; }
try { 1 % 0; } catch (DivisionByZeroError $e) { echo $e->getMessage(), "\n"; }
try { intdiv(1, 0); } catch (DivisionByZeroError $e) { echo $e->getMessage(), "\n"; }
try { intdiv(PHP_INT_MIN, -1); } catch (ArithmeticError $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { 1 << -1; } catch (ArithmeticError $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { fmod(1, 0); echo "fmod ok\n"; } catch (Error $e) { echo "never\n"; }
try { PHP_INT_MIN % -1; echo "mod ok\n"; } catch (Error $e) { echo get_class($e), "\n"; }
--EXPECT--
Division by zero
Modulo by zero
Division by zero
ArithmeticError: Division of PHP_INT_MIN by -1 is not an integer
ArithmeticError: Bit shift by negative number
fmod ok
mod ok
