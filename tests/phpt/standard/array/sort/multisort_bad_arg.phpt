--TEST--
array_multisort() with a string argument
--FILE--
<?php
$a = [1, 2];
$s = 'x';
try { array_multisort($a, $s); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array_multisort(): Argument #2 must be an array or a sort flag
