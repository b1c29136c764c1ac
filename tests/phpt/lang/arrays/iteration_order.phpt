--TEST--
Arrays iterate in insertion order, not key order
--FILE--
<?php
$a = [3 => 'c', 1 => 'a', 2 => 'b'];
$a['z'] = 'z';
$a[0] = 'zero';
foreach ($a as $k => $v) echo "$k=$v\n";
--EXPECT--
3=c
1=a
2=b
z=z
0=zero
