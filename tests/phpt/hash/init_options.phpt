--TEST--
hash_init() with a seed
--FILE--
<?php
$c = hash_init('xxh64', 0, '', ['seed' => 7]);
hash_update($c, 'abc');
echo hash_final($c), "\n", hash('xxh64', 'abc', false, ['seed' => 7]), "\n";
$c = hash_init('murmur3c', 0, '', ['seed' => 7]);
hash_update($c, 'ab');
hash_update($c, 'c');
echo hash_final($c), "\n", hash('murmur3c', 'abc', false, ['seed' => 7]), "\n";
?>
--EXPECT--
9e755206156676d7
9e755206156676d7
a0911a14b469ab8cb469ab8cb469ab8c
a0911a14b469ab8cb469ab8cb469ab8c
