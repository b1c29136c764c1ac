--TEST--
catch without a variable (PHP 8.0)
--FILE--
<?php
try { throw new RuntimeException('x'); }
catch (RuntimeException) { echo "caught without var\n"; }
try { intdiv(1, 0); }
catch (DivisionByZeroError | ArithmeticError) { echo "arith\n"; }
--EXPECT--
caught without var
arith
