--TEST--
AppendIterator starting with empty iterators
--FILE--
<?php
$ap = new AppendIterator;
$ap->append(new ArrayIterator([]));
$ap->append(new EmptyIterator);
$ap->append(new ArrayIterator(['x' => 'y']));
var_dump($ap->valid(), $ap->key(), $ap->current(), $ap->getIteratorIndex());
?>
--EXPECT--
bool(true)
string(1) "x"
string(1) "y"
int(2)
