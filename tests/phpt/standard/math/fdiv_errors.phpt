--TEST--
fdiv argument errors
--FILE--
<?php
try { fdiv(1); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { fdiv("a", 1); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
fdiv() expects exactly 2 arguments, 1 given
fdiv(): Argument #1 ($num1) must be of type float, string given
