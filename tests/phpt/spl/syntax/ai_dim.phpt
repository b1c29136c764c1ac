--TEST--
ArrayIterator [] syntax
--FILE--
<?php
$it = new ArrayIterator([1, 2]);
$it[] = 3; $it[0] = 'zero';
foreach ($it as $k => $v) echo "$k => $v\n";
?>
--EXPECT--
0 => zero
1 => 2
2 => 3
