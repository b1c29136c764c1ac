--TEST--
SplDoublyLinkedList [] syntax
--FILE--
<?php
$d = new SplDoublyLinkedList;
$d[] = 'a'; $d[] = 'b';
$d[0] = 'A';
var_dump($d[0], $d[1], isset($d[1]), isset($d[2]), count($d));
unset($d[0]);
var_dump($d[0]);
try { $d[5]; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECT--
string(1) "A"
string(1) "b"
bool(true)
bool(false)
int(2)
string(1) "b"
OutOfRangeException: SplDoublyLinkedList::offsetGet(): Argument #1 ($index) is out of range
