--TEST--
Too few arguments to a user function throws ArgumentCountError
--FILE--
<?php
function need2($a, $b) { return $a + $b; }
try { need2(1); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
Too few arguments to function need2(), 1 passed in %s on line 3 and exactly 2 expected
