--TEST--
InfiniteIterator over an empty iterator and with an offset
--FILE--
<?php
var_dump(iterator_count(new InfiniteIterator(new EmptyIterator)));
$lim = new LimitIterator(new InfiniteIterator(new ArrayIterator([1, 2])), 3, 3);
foreach ($lim as $k => $v) echo "$k=>$v ";
echo "\n";
?>
--EXPECT--
int(0)
1=>2 0=>1 1=>2
