--TEST--
RecursiveIteratorIterator constructor error
--FILE--
<?php
try { new RecursiveIteratorIterator(new ArrayIterator([])); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECT--
InvalidArgumentException: An instance of RecursiveIterator or IteratorAggregate creating it is required
