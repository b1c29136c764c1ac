--TEST--
SplHeap cannot be instantiated
--FILE--
<?php
try { new SplHeap; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECT--
Error: Cannot instantiate abstract class SplHeap
