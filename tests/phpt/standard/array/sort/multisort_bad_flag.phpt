--TEST--
array_multisort() with an invalid flag
--FILE--
<?php
$a = [1, 2];
$f = 99;
try { array_multisort($a, $f); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array_multisort(): Argument #2 must be a valid sort flag
