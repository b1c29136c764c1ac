--TEST--
Division by zero throws DivisionByZeroError
--FILE--
<?php
try { var_dump(1 / 0); } catch (DivisionByZeroError $e) { echo $e->getMessage(), "\n"; }
try { var_dump(1 % 0); } catch (DivisionByZeroError $e) { echo $e->getMessage(), "\n"; }
try { var_dump(intdiv(1, 0)); } catch (DivisionByZeroError $e) { echo $e->getMessage(), "\n"; }
try { var_dump(1.5 / 0.0); } catch (DivisionByZeroError $e) { echo $e->getMessage(), "\n"; }
var_dump(fmod(1, 0));
--EXPECT--
Division by zero
Modulo by zero
Division by zero
Division by zero
float(NAN)
