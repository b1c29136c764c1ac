--TEST--
InfiniteIterator with LimitIterator
--FILE--
<?php
$it = new LimitIterator(new InfiniteIterator(new ArrayIterator(['a', 'b', 'c'])), 0, 7);
foreach ($it as $k => $v) echo "$k:$v ";
echo "\n";
?>
--EXPECT--
0:a 1:b 2:c 0:a 1:b 2:c 0:a
