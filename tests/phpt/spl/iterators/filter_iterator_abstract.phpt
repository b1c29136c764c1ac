--TEST--
FilterIterator is abstract
--FILE--
<?php
try { new FilterIterator(new ArrayIterator([])); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECT--
Error: Cannot instantiate abstract class FilterIterator
