--TEST--
SplDoublyLinkedList out of range offsets
--FILE--
<?php
$d = new SplDoublyLinkedList;
$d->push(1);
try { $d->offsetGet(5); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $d->offsetSet(5, 1); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $d->offsetUnset(5); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $d->add(5, 1); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $d->offsetGet(-1); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECT--
OutOfRangeException: SplDoublyLinkedList::offsetGet(): Argument #1 ($index) is out of range
OutOfRangeException: SplDoublyLinkedList::offsetSet(): Argument #1 ($index) is out of range
OutOfRangeException: SplDoublyLinkedList::offsetUnset(): Argument #1 ($index) is out of range
OutOfRangeException: SplDoublyLinkedList::add(): Argument #1 ($index) is out of range
OutOfRangeException: SplDoublyLinkedList::offsetGet(): Argument #1 ($index) is out of range
