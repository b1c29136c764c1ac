--TEST--
SplHeap errors on empty heap
--FILE--
<?php
$h = new SplMinHeap;
try { $h->top(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $h->extract(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($h->current(), $h->key(), $h->valid());
?>
--EXPECT--
RuntimeException: Can't peek at an empty heap
RuntimeException: Can't extract from an empty heap
NULL
int(-1)
bool(false)
