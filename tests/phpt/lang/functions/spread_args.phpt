--TEST--
Spread operator in calls
--FILE--
<?php
function f($a, $b, $c) { return "$a-$b-$c"; }
$args = [1, 2, 3];
echo f(...$args), "\n";
echo f(0, ...[8, 9]), "\n";
echo f(...[1], ...[2, 3]), "\n";
--EXPECT--
1-2-3
0-8-9
1-2-3
