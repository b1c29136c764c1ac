--TEST--
rewind() after the first yield throws
--FILE--
<?php
function g() { yield 1; yield 2; }
$gen = g();
$gen->rewind();
$gen->rewind();
var_dump($gen->current());
$gen->next();
try { $gen->rewind(); } catch (Exception $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { foreach ($gen as $v) {} } catch (Exception $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
--EXPECT--
int(1)
Exception: Cannot rewind a generator that was already run
Exception: Cannot rewind a generator that was already run
