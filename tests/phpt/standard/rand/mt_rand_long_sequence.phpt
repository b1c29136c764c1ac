--TEST--
mt_rand output after 1000 draws from a fixed seed
--FILE--
<?php
mt_srand(1);
$sum = 0;
for ($i = 0; $i < 1000; $i++) {
    $sum += mt_rand(0, 1000);
}
var_dump($sum);
var_dump(mt_rand());
--EXPECT--
int(515952)
int(187866620)
