--TEST--
throw() on a finished generator throws the exception in the caller
--FILE--
<?php
function g() { yield 1; }
$gen = g();
foreach ($gen as $v) {}
try { $gen->throw(new Exception('after end')); } catch (Exception $e) { echo "caught ", $e->getMessage(), "\n"; }
--EXPECT--
caught after end
