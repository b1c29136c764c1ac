--TEST--
throw() on a fresh generator first runs to the first yield, then throws there
--FILE--
<?php
function g() { echo "body\n"; try { yield 1; } catch (Exception $e) { echo "never\n"; } }
$gen = g();
try { $gen->throw(new Exception('early')); } catch (Exception $e) { echo "caught ", $e->getMessage(), "\n"; }
var_dump($gen->valid());
--EXPECT--
body
never
bool(false)
