--TEST--
mt_srand with MT_RAND_MT19937 matches the default
--FILE--
<?php
mt_srand(42, MT_RAND_MT19937);
$a = [mt_rand(), mt_rand(1, 6)];
mt_srand(42);
$b = [mt_rand(), mt_rand(1, 6)];
var_dump($a === $b);
var_dump(MT_RAND_MT19937, MT_RAND_PHP);
--EXPECT--
bool(true)
int(0)
int(1)
