--TEST--
Resuming a generator from inside itself throws
--FILE--
<?php
function g() { global $gen; yield 1; try { $gen->next(); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } yield 2; }
$gen = g();
foreach ($gen as $v) echo $v, "\n";
--EXPECT--
1
Error: Cannot resume an already running generator
2
