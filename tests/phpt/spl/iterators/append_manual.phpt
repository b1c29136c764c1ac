--TEST--
AppendIterator manual stepping
--FILE--
<?php
$ap = new AppendIterator;
$ap->append(new ArrayIterator([1, 2]));
$ap->append(new ArrayIterator([3]));
var_dump($ap->current(), $ap->key(), $ap->getIteratorIndex());
$ap->next(); $ap->next();
var_dump($ap->current(), $ap->getIteratorIndex());
$ap->next();
var_dump($ap->valid(), $ap->getIteratorIndex());
?>
--EXPECT--
int(1)
int(0)
int(0)
int(3)
int(1)
bool(false)
NULL
