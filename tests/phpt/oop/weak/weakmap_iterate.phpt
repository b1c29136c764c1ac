--TEST--
Iterating a WeakMap gives objects as keys
--FILE--
<?php
$m = new WeakMap;
$a = new stdClass; $a->name = "a";
$b = new stdClass; $b->name = "b";
$m[$a] = 1; $m[$b] = 2;
foreach ($m as $k => $v) { echo $k->name, " => ", $v, "\n"; }
var_dump($m instanceof IteratorAggregate, $m instanceof Countable, $m instanceof ArrayAccess, $m instanceof Traversable);
$it = $m->getIterator();
var_dump($it instanceof Iterator);
var_dump(iterator_count($m));
--EXPECT--
a => 1
b => 2
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
int(2)
