--TEST--
hash_hkdf() with sha512/224
--FILE--
<?php
$a = 'sha512/224';
echo bin2hex(hash_hkdf($a, 'key')), "\n";
echo bin2hex(hash_hkdf($a, 'key', 10)), "\n";
echo bin2hex(hash_hkdf($a, 'key', 100, 'info', 'salt')), "\n";
?>
--EXPECT--
eda8273d43e651a98be0e41fbf1fe86d0a8ad162dba4d9c68399c303
eda8273d43e651a98be0
abeccc327499ff6f4c15cf31bfbec6f125eaef48d08f5b9dcaf456a057150b84a852afe3a9d5163bf7fcf49582235a53d62be72ce0ff304acefdc01ecf1997e45437d441cd78ae497c1fc35460f66e160c6872bbd0247bf1d2f25598deebf00be3743f86
