--TEST--
hash_pbkdf2() with ripemd128
--FILE--
<?php
$a = 'ripemd128';
echo hash_pbkdf2($a, 'password', 'salt', 1), "\n";
echo hash_pbkdf2($a, 'password', 'salt', 3, 20), "\n";
echo bin2hex(hash_pbkdf2($a, 'password', 'salt', 2, 10, true)), "\n";
echo hash_pbkdf2($a, 'password', 'salt', 2, 150), "\n";
?>
--EXPECT--
69b2b52696860478424264fe0fae913c
aa8aad114613b4950497
5edb564a7de97308e194
5edb564a7de97308e194e1da4fac4044133de179f4bcb06021eca73a85e372586799912af9ea987ea1212ee1d01c3693ff05bd1f5e0859865f4df1cd55a2ccda64c2e2bd84c962c87b3791
