--TEST--
array_slice with offsets and lengths
--FILE--
<?php
$a = ['a', 'b', 'c', 'd', 'e'];
echo implode(',', array_slice($a, 2)), "\n";
echo implode(',', array_slice($a, -2)), "\n";
echo implode(',', array_slice($a, 1, 2)), "\n";
echo implode(',', array_slice($a, 1, -1)), "\n";
echo implode(',', array_slice($a, -3, -1)), "\n";
echo implode(',', array_slice($a, 10)), "|\n";
echo implode(',', array_slice($a, 0, null)), "\n";
--EXPECT--
c,d,e
d,e
b,c
b,c,d
c,d
|
a,b,c,d,e
