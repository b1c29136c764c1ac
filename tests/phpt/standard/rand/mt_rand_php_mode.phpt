--TEST--
mt_rand sequence with MT_RAND_PHP mode
--FILE--
<?php
mt_srand(42, MT_RAND_PHP);
echo mt_rand(), ' ', mt_rand(), ' ', mt_rand(), "\n";
mt_srand(42, MT_RAND_PHP);
echo mt_rand(1, 100), ' ', mt_rand(1, 100), ' ', mt_rand(1, 100), "\n";
--EXPECT--
1354439493 1710563033 2041643438
64 80 96
