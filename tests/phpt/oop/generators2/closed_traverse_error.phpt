--TEST--
Traversing a finished generator again throws
--FILE--
<?php
function g() { yield 1; }
$gen = g();
foreach ($gen as $v) echo $v, "\n";
try { foreach ($gen as $v) echo $v, "\n"; } catch (Exception $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
function none() { return; yield; }
$n = none();
foreach ($n as $v) {}
try { foreach ($n as $v) {} } catch (Exception $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
--EXPECT--
1
Exception: Cannot traverse an already closed generator
Exception: Cannot traverse an already closed generator
