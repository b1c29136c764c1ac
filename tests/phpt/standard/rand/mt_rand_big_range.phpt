--TEST--
a range wider than 32 bits
--FILE--
<?php
mt_srand(5);
for ($i = 0; $i < 5; $i++) var_dump(mt_rand(0, 10000000000));
--EXPECT--
int(6237858999)
int(7802694537)
int(9433034585)
int(7472490640)
int(615095109)
