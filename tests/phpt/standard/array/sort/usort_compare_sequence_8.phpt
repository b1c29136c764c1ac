--TEST--
usort() calls the comparator in php's order (8 elements)
--FILE--
<?php
$a = [];
for ($i = 0; $i < 8; $i++) $a[] = ($i * 37 + 11) % 11;
$calls = [];
usort($a, function ($x, $y) use (&$calls) { $calls[] = "$x/$y"; return $x <=> $y; });
echo implode(' ', $calls), "\n", implode(',', $a), "\n";
--EXPECT--
0/4 4/8 8/1 4/1 0/1 8/5 4/5 8/9 9/2 5/2 1/2 4/2 9/6 5/6 8/6
0,1,2,4,5,6,8,9
