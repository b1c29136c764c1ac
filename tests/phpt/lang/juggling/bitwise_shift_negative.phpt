--TEST--
Negative shift throws ArithmeticError
--FILE--
<?php
try { var_dump(1 << -1); } catch (ArithmeticError $e) { echo $e->getMessage(), "\n"; }
try { var_dump(1 >> -1); } catch (ArithmeticError $e) { echo $e->getMessage(), "\n"; }
var_dump(-1 >> 100, 5 >> 64);
--EXPECT--
Bit shift by negative number
Bit shift by negative number
int(-1)
int(0)
