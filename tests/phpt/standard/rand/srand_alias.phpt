--TEST--
srand seeds the same generator as mt_srand
--FILE--
<?php
srand(42);
$a = mt_rand();
mt_srand(42);
var_dump($a === mt_rand());
--EXPECT--
bool(true)
