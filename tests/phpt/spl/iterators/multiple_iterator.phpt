--TEST--
MultipleIterator numeric keys
--FILE--
<?php
$m = new MultipleIterator();
$m->attachIterator(new ArrayIterator([1, 2, 3]));
$m->attachIterator(new ArrayIterator(['a', 'b']));
foreach ($m as $k => $v) { echo implode(",", $k), " => ", implode(",", $v), "\n"; }
var_dump($m->countIterators(), $m->getFlags());
?>
--EXPECT--
0,0 => 1,a
1,1 => 2,b
int(2)
int(1)
