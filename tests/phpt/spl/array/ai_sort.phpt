--TEST--
ArrayIterator asort
--FILE--
<?php
$it = new ArrayIterator([3, 1, 2]);
$it->asort();
foreach ($it as $k => $v) echo "$k=$v\n";
?>
--EXPECT--
1=1
2=2
0=3
