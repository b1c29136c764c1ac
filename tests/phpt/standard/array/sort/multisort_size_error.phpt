--TEST--
array_multisort() with arrays of different sizes
--FILE--
<?php
$a = [1, 2];
$b = [1];
try { array_multisort($a, $b); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Array sizes are inconsistent
