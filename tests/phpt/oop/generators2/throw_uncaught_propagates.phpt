--TEST--
throw() into a generator that does not catch propagates to the caller
--FILE--
<?php
function g() { try { yield 1; yield 2; } finally { echo "finally\n"; } }
$gen = g();
$gen->current();
try { $gen->throw(new LogicException('in')); } catch (LogicException $e) { echo "caller caught ", $e->getMessage(), "\n"; }
var_dump($gen->valid(), $gen->current());
--EXPECT--
finally
caller caught in
bool(false)
NULL
