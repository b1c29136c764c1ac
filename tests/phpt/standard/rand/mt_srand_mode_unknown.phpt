--TEST--
an unknown mode behaves as MT19937
--FILE--
<?php
mt_srand(42, 5);
$a = mt_rand();
mt_srand(42);
var_dump($a === mt_rand());
--EXPECT--
bool(true)
