--TEST--
LimitIterator argument errors
--FILE--
<?php
try { new LimitIterator(new ArrayIterator([]), -1); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new LimitIterator(new ArrayIterator([]), 0, -2); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECT--
ValueError: LimitIterator::__construct(): Argument #2 ($offset) must be greater than or equal to 0
ValueError: LimitIterator::__construct(): Argument #3 ($limit) must be greater than or equal to -1
