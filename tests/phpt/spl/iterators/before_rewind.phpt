--TEST--
SPL iterators before rewind()
--FILE--
<?php
$c = new CachingIterator(new ArrayIterator([]));
var_dump($c->valid(), $c->current(), $c->key());
$l = new LimitIterator(new ArrayIterator([1, 2, 3]), 1, 1);
var_dump($l->valid(), $l->current(), $l->getPosition());
$l->rewind();
var_dump($l->valid(), $l->current(), $l->key(), $l->getPosition());
$ii = new IteratorIterator(new ArrayIterator([1]));
var_dump($ii->valid(), $ii->current());
?>
--EXPECT--
bool(false)
NULL
NULL
bool(false)
NULL
int(0)
bool(true)
int(2)
int(1)
int(1)
bool(false)
NULL
