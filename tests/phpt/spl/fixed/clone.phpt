--TEST--
SplFixedArray clone
--FILE--
<?php
$f = SplFixedArray::fromArray([1, 2]);
$g = clone $f;
$g->offsetSet(0, 'changed');
var_dump($f->offsetGet(0), $g->offsetGet(0));
?>
--EXPECT--
int(1)
string(7) "changed"
