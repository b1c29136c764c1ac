--TEST--
SplPriorityQueue errors when empty
--FILE--
<?php
$q = new SplPriorityQueue;
try { $q->extract(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $q->top(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($q->valid(), $q->current());
?>
--EXPECT--
RuntimeException: Can't extract from an empty heap
RuntimeException: Can't peek at an empty heap
bool(false)
NULL
