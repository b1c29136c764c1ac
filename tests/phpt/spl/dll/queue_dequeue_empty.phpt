--TEST--
SplQueue dequeue on empty
--FILE--
<?php
$q = new SplQueue;
try { $q->dequeue(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECT--
RuntimeException: Can't shift from an empty datastructure
