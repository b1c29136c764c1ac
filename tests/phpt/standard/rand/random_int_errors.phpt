--TEST--
random_int errors
--FILE--
<?php
try { random_int(2, 1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { random_int(1); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { random_int("x", 1); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
random_int(): Argument #1 ($min) must be less than or equal to argument #2 ($max)
random_int() expects exactly 2 arguments, 1 given
random_int(): Argument #1 ($min) must be of type int, string given
