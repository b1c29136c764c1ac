--TEST--
array_multisort() with a flag as first argument
--FILE--
<?php
$f = SORT_ASC;
try { array_multisort($f); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array_multisort(): Argument #1 ($array) must be an array or a sort flag that has not already been specified
