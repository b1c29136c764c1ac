--TEST--
SplDoublyLinkedList offset errors
--FILE--
<?php
$l = new SplDoublyLinkedList;
$l->push('a');
try { $l->offsetGet(3); } catch (OutOfRangeException $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { $l->offsetSet(3, 'x'); } catch (OutOfRangeException $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { $l->offsetUnset(3); } catch (OutOfRangeException $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { $l->setIteratorMode(100); echo "mode ok\n"; } catch (Exception $e) { echo get_class($e), "\n"; }
--EXPECT--
OutOfRangeException: SplDoublyLinkedList::offsetGet(): Argument #1 ($index) is out of range
OutOfRangeException: SplDoublyLinkedList::offsetSet(): Argument #1 ($index) is out of range
OutOfRangeException: SplDoublyLinkedList::offsetUnset(): Argument #1 ($index) is out of range
mode ok
