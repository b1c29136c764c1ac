--TEST--
IteratorIterator constructor type error
--FILE--
<?php
try { new IteratorIterator(5); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECT--
TypeError: IteratorIterator::__construct(): Argument #1 ($iterator) must be of type Traversable, int given
