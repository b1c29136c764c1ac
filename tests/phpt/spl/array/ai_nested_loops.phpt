--TEST--
ArrayIterator nested foreach shares position
--FILE--
<?php
$it = new ArrayIterator([1, 2, 3]);
foreach ($it as $a) { echo $a; }
echo "\n";
foreach ([1, 2] as $x) { foreach ($it as $v) echo $v; }
echo "\n";
?>
--EXPECT--
123
123123
