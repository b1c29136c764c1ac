--TEST--
generator: an uncaught exception inside ends the generator
--FILE--
<?php
function g() { yield 1; throw new RuntimeException("inside"); yield 2; }
$g = g();
try { foreach ($g as $v) { echo $v, "\n"; } } catch (RuntimeException $e) { echo "caught: ", $e->getMessage(), "\n"; }
var_dump($g->valid(), $g->current());
--EXPECT--
1
caught: inside
bool(false)
NULL
