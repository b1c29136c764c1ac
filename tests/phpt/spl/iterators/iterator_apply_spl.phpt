--TEST--
iterator_apply over ArrayIterator
--FILE--
<?php
$it = new ArrayIterator([1, 2, 3]);
var_dump(iterator_apply($it, function () use ($it) { echo $it->current(), "\n"; return true; }));
?>
--EXPECT--
1
2
3
int(3)
