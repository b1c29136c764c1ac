--TEST--
SplDoublyLinkedList rewind/current/key/next/prev
--FILE--
<?php
$d = new SplDoublyLinkedList;
foreach ([10,20,30] as $v) $d->push($v);
$d->rewind(); var_dump($d->current(), $d->key());
$d->next(); $d->next(); var_dump($d->current(), $d->key());
$d->prev(); var_dump($d->current());
$d->next(); $d->next(); var_dump($d->valid(), $d->current());
?>
--EXPECT--
int(10)
int(0)
int(30)
int(2)
int(20)
bool(false)
NULL
