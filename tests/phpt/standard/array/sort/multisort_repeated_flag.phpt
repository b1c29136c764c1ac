--TEST--
array_multisort() with the same kind of flag twice
--FILE--
<?php
$a = [1, 2];
$f = SORT_ASC;
$g = SORT_DESC;
try { array_multisort($a, $f, $g); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array_multisort(): Argument #3 must be an array or a sort flag that has not already been specified
