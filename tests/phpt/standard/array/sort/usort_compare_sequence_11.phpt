--TEST--
usort() calls the comparator in php's order (11 elements)
--FILE--
<?php
$a = [];
for ($i = 0; $i < 11; $i++) $a[] = ($i * 37 + 11) % 14;
$calls = [];
usort($a, function ($x, $y) use (&$calls) { $calls[] = "$x/$y"; return $x <=> $y; });
echo implode(' ', $calls), "\n", implode(',', $a), "\n";
--EXPECT--
11/6 11/1 6/1 11/10 6/10 11/5 10/5 6/5 1/5 11/0 10/0 6/0 5/0 1/0 11/9 6/9 10/9 11/4 9/4 5/4 0/4 1/4 11/13 13/8 10/8 6/8 9/8 13/3 10/3 8/3 5/3 1/3 4/3
0,1,3,4,5,6,8,9,10,11,13
