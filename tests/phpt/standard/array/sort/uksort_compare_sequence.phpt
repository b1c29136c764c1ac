--TEST--
uksort() calls the comparator in php's order
--FILE--
<?php
$a = ['d' => 1, 'b' => 2, 'e' => 3, 'a' => 4, 'c' => 5, 'g' => 6, 'f' => 7];
uksort($a, function ($x, $y) { echo "$x$y "; return strcmp($x, $y); });
echo "\n", implode(',', array_keys($a)), "\n";
--EXPECT--
db de ea da ba ec dc bc eg gf df ef 
a,b,c,d,e,f,g
