--TEST--
usort() with one argument
--FILE--
<?php
$a = [1];
try { usort($a); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
usort() expects exactly 2 arguments, 1 given
