--TEST--
re-seeding restarts the sequence
--FILE--
<?php
mt_srand(100);
$first = [mt_rand(), mt_rand(), mt_rand(0, 9)];
mt_srand(100);
$second = [mt_rand(), mt_rand(), mt_rand(0, 9)];
var_dump($first === $second);
echo implode(',', $first), "\n";
--EXPECT--
bool(true)
1166953220,1441295756,5
