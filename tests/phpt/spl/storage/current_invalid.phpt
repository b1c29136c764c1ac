--TEST--
SplObjectStorage current() on an invalid position
--FILE--
<?php
$s = new SplObjectStorage;
$s->rewind();
var_dump($s->valid(), $s->key(), $s->getInfo());
try { $s->current(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECT--
bool(false)
int(0)
NULL
RuntimeException: Called current() on invalid iterator
