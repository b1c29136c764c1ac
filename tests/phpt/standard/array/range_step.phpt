--TEST--
range with steps including negative steps
--FILE--
<?php
echo implode(',', range(10, 0, 2)), "\n";
echo implode(',', range(10, 0, -2)), "\n";
echo implode(',', range(0, 10, -5)), "\n";
--EXPECT--
10,8,6,4,2,0
10,8,6,4,2,0
0,5,10
