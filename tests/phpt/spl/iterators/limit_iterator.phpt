--TEST--
LimitIterator
--FILE--
<?php
$it = new LimitIterator(new ArrayIterator(range(10, 20)), 2, 3);
foreach ($it as $k => $v) echo "$k => $v\n";
var_dump($it->getPosition());
?>
--EXPECT--
2 => 12
3 => 13
4 => 14
int(5)
