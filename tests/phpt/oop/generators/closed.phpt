--TEST--
generator: foreach over a finished generator
--FILE--
<?php
function g() { yield 1; }
$g = g();
foreach ($g as $v) echo $v, "\n";
try { foreach ($g as $v) echo $v, "\n"; } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
1
Exception: Cannot traverse an already closed generator
