--TEST--
LimitIterator argument errors and OutOfBoundsException on seek
--FILE--
<?php
try { new LimitIterator(new ArrayIterator([1]), -1); } catch (ValueError $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
$l = new LimitIterator(new ArrayIterator([1, 2, 3, 4]), 1, 2);
try { $l->seek(0); } catch (OutOfBoundsException $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { $l->seek(5); } catch (OutOfBoundsException $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
--EXPECT--
ValueError: LimitIterator::__construct(): Argument #2 ($offset) must be greater than or equal to 0
OutOfBoundsException: Cannot seek to 0 which is below the offset 1
OutOfBoundsException: Cannot seek to 5 which is behind offset 1 plus count 2
