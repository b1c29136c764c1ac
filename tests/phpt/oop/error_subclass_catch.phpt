--TEST--
catching Error subclasses
--FILE--
<?php
try { intdiv(1, 0); } catch (ArithmeticError $e) { echo get_class($e), "\n"; }
try { [] > new stdClass; strlen(); } catch (ArgumentCountError $e) { echo get_class($e), "\n"; }
--EXPECT--
DivisionByZeroError
ArgumentCountError
