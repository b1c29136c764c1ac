--TEST--
generator: resuming a running generator
--FILE--
<?php
function g() { global $gen; yield 1; $gen->next(); yield 2; }
$gen = g();
$gen->current();
try { $gen->next(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Cannot resume an already running generator
