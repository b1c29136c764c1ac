--TEST--
LimitIterator seek
--FILE--
<?php
$it = new LimitIterator(new ArrayIterator(range(0, 9)), 2, 5);
var_dump($it->seek(4), $it->current());
try { $it->seek(1); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $it->seek(7); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECT--
int(4)
int(4)
OutOfBoundsException: Cannot seek to 1 which is below the offset 2
OutOfBoundsException: Cannot seek to 7 which is behind offset 2 plus count 5
