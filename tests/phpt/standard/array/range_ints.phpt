--TEST--
range of integers
--FILE--
<?php
echo implode(',', range(1, 5)), "\n";
echo implode(',', range(5, 1)), "\n";
echo implode(',', range(0, 10, 3)), "\n";
echo implode(',', range(3, 3)), "\n";
echo implode(',', range(-2, 2)), "\n";
--EXPECT--
1,2,3,4,5
5,4,3,2,1
0,3,6,9
3
-2,-1,0,1,2
