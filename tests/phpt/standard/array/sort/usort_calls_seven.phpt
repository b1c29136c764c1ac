--TEST--
usort() comparison order for 7 elements
--FILE--
<?php
$a = [7, 3, 6, 1, 5, 2, 4];
usort($a, function ($x, $y) { echo "$x-$y "; return $x <=> $y; });
echo "\n", implode(',', $a), "\n";
--EXPECT--
7-3 7-6 3-6 7-1 6-1 3-1 7-5 6-5 3-5 7-2 6-2 5-2 3-2 1-2 7-4 5-4 2-4 3-4 
1,2,3,4,5,6,7
