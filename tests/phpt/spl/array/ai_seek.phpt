--TEST--
ArrayIterator seek
--FILE--
<?php
$it = new ArrayIterator(['a', 'b', 'c', 'd']);
$it->seek(2);
var_dump($it->current(), $it->key());
try { $it->seek(10); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $it->seek(-1); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECT--
string(1) "c"
int(2)
OutOfBoundsException: Seek position 10 is out of range
OutOfBoundsException: Seek position -1 is out of range
