--TEST--
usort() with an inconsistent comparator (php's algorithm)
--FILE--
<?php
$a = range(1, 25);
usort($a, fn($x, $y) => ($x * 7 + $y * 3) % 5 - 2);
echo implode(',', $a), "\n";
--EXPECT--
7,12,2,14,4,9,1,21,6,16,11,23,18,13,3,8,15,10,20,5,25,17,22,19,24
