--TEST--
ksort() on an int variable
--FILE--
<?php
$x = 5;
try { ksort($x); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
ksort(): Argument #1 ($array) must be of type array, int given
