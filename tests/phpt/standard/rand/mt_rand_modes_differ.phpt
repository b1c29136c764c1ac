--TEST--
MT_RAND_PHP and MT_RAND_MT19937 ranges differ
--FILE--
<?php
mt_srand(1, MT_RAND_MT19937);
$a = [];
for ($i = 0; $i < 8; $i++) $a[] = mt_rand(0, 99);
mt_srand(1, MT_RAND_PHP);
$b = [];
for ($i = 0; $i < 8; $i++) $b[] = mt_rand(0, 99);
echo implode(',', $a), "\n", implode(',', $b), "\n";
--EXPECT--
45,39,24,68,63,13,91,41
57,0,72,93,99,86,70,99
