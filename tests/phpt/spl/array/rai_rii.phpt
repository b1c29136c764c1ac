--TEST--
RecursiveIteratorIterator over RecursiveArrayIterator
--FILE--
<?php
$arr = [1, [2, [3, 4]], 5, ['k' => 6]];
foreach (new RecursiveIteratorIterator(new RecursiveArrayIterator($arr)) as $k => $v) echo "$k => $v\n";
?>
--EXPECT--
0 => 1
0 => 2
0 => 3
1 => 4
2 => 5
k => 6
