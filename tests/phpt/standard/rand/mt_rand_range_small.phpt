--TEST--
mt_rand with small and degenerate ranges
--FILE--
<?php
mt_srand(7);
echo mt_rand(0, 1), mt_rand(0, 1), mt_rand(0, 1), mt_rand(0, 1), "\n";
var_dump(mt_rand(5, 5));
var_dump(mt_rand(-10, -5));
--EXPECT--
1010
int(5)
int(-7)
