--TEST--
usort() calls the comparator in php's order (6 elements)
--FILE--
<?php
$a = [];
for ($i = 0; $i < 6; $i++) $a[] = ($i * 37 + 11) % 9;
$calls = [];
usort($a, function ($x, $y) use (&$calls) { $calls[] = "$x/$y"; return $x <=> $y; });
echo implode(' ', $calls), "\n", implode(',', $a), "\n";
--EXPECT--
2/3 3/4 4/5 5/6 6/7
2,3,4,5,6,7
