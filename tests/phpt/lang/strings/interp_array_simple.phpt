--TEST--
Simple array interpolation
--FILE--
<?php
$a = ['k' => 'v', 3 => 'three', 'x y' => 'sp'];
echo "A: $a[k]\n";
echo "B: $a[3]\n";
echo "C: {$a['k']}\n";
echo "D: {$a['x y']}\n";
$i = 3;
echo "E: $a[$i]\n";
--EXPECT--
A: v
B: three
C: v
D: sp
E: three
