--TEST--
getIterator returning a non-Traversable throws
--FILE--
<?php
class Bad implements IteratorAggregate { #[ReturnTypeWillChange] function getIterator() { return [1, 2]; } }
try { foreach (new Bad as $v) {} } catch (Exception $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
--EXPECT--
Exception: Objects returned by Bad::getIterator() must be traversable or implement interface Iterator
