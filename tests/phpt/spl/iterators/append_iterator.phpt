--TEST--
AppendIterator
--FILE--
<?php
$it = new AppendIterator();
$it->append(new ArrayIterator([1, 2]));
$it->append(new ArrayIterator([]));
$it->append(new ArrayIterator(['a' => 3]));
foreach ($it as $k => $v) echo $k, " => ", $v, " (", $it->getIteratorIndex(), ")\n";
var_dump(count($it->getArrayIterator()));
?>
--EXPECT--
0 => 1 (0)
1 => 2 (0)
a => 3 (2)
int(3)
