--TEST--
RecursiveIteratorIterator after the end
--FILE--
<?php
$rii = new RecursiveIteratorIterator(new RecursiveArrayIterator([1, [2]]));
foreach ($rii as $k => $v);
var_dump($rii->valid(), $rii->key(), $rii->current(), $rii->getDepth());
$r = new RecursiveIteratorIterator(new RecursiveArrayIterator([]));
foreach ($r as $v) {}
var_dump($r->valid());
?>
--EXPECT--
bool(false)
NULL
NULL
int(0)
bool(false)
