--TEST--
AppendIterator append after the end was reached
--FILE--
<?php
$ap = new AppendIterator;
$ap->append(new ArrayIterator([1]));
foreach ($ap as $v) echo $v, "\n";
var_dump($ap->valid(), $ap->getIteratorIndex());
$ap->append(new ArrayIterator([2, 3]));
var_dump($ap->valid(), $ap->current(), $ap->getIteratorIndex());
foreach ($ap as $k => $v) echo "$k => $v\n";
?>
--EXPECT--
1
bool(false)
NULL
bool(true)
int(2)
int(1)
0 => 1
0 => 2
1 => 3
