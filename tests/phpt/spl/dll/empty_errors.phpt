--TEST--
SplDoublyLinkedList empty structure errors
--FILE--
<?php
$d = new SplDoublyLinkedList;
try { $d->pop(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $d->shift(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $d->top(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $d->bottom(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECT--
RuntimeException: Can't pop from an empty datastructure
RuntimeException: Can't shift from an empty datastructure
RuntimeException: Can't peek at an empty datastructure
RuntimeException: Can't peek at an empty datastructure
