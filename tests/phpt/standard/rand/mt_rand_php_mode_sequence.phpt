--TEST--
MT_RAND_PHP sequences
--FILE--
<?php
mt_srand(42, MT_RAND_PHP);
for ($i = 0; $i < 5; $i++) echo mt_rand(), ' ';
echo "\n";
for ($i = 0; $i < 5; $i++) echo mt_rand(1, 6), ' ';
echo "\n";
--EXPECT--
1354439493 1710563033 2041643438 1748058097 586813251 
2 3 3 1 3
