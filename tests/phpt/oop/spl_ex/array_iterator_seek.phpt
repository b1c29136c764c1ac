--TEST--
ArrayIterator::seek out of range throws OutOfBoundsException
--FILE--
<?php
$it = new ArrayIterator([1, 2, 3]);
$it->seek(2);
var_dump($it->current());
try { $it->seek(10); } catch (OutOfBoundsException $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
--EXPECT--
int(3)
OutOfBoundsException: Seek position 10 is out of range
