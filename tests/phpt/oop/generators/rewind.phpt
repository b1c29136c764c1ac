--TEST--
generator: rewind after the first yield throws
--FILE--
<?php
function g() { yield 1; yield 2; }
$g = g();
$g->rewind();
$g->rewind();
echo $g->current(), "\n";
$g->next();
try { $g->rewind(); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
try { foreach ($g as $v) {} } catch (Exception $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
1
Cannot rewind a generator that was already run
Cannot rewind a generator that was already run
