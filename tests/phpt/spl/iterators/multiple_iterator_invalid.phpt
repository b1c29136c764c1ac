--TEST--
MultipleIterator current with an invalid sub iterator
--FILE--
<?php
$m = new MultipleIterator();
$a = new ArrayIterator([1]);
$m->attachIterator($a);
$m->attachIterator(new ArrayIterator([]));
$m->rewind();
var_dump($m->valid());
try { $m->current(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $m->key(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($m->containsIterator($a));
$m->detachIterator($a);
var_dump($m->containsIterator($a), $m->countIterators());
?>
--EXPECT--
bool(false)
RuntimeException: Called current() with non valid sub iterator
RuntimeException: Called key() with non valid sub iterator
bool(true)
bool(false)
int(1)
