--TEST--
generator: getReturn before completion throws
--FILE--
<?php
function g() { yield 1; return 5; }
$g = g();
try { $g->getReturn(); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
foreach ($g as $v) {}
var_dump($g->getReturn());
--EXPECT--
Exception: Cannot get return value of a generator that hasn't returned
int(5)
