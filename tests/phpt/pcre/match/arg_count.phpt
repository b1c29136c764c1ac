--TEST--
too few arguments
--FILE--
<?php
try { preg_match('/a/'); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { preg_match(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
preg_match() expects at least 2 arguments, 1 given
preg_match() expects at least 2 arguments, 0 given
