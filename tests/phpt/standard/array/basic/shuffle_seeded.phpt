--TEST--
shuffle() with a seeded generator
--FILE--
<?php
mt_srand(42);
$a = range(1, 10);
shuffle($a);
echo implode(',', $a), "\n";
--EXPECT--
2,4,10,8,7,1,9,5,6,3
