--TEST--
hash_hmac() with md4
--FILE--
<?php
$a = 'md4';
echo hash_hmac($a, 'data', 'key'), "\n";
echo hash_hmac($a, '', ''), "\n";
echo hash_hmac($a, 'data', str_repeat('k', 200)), "\n";
echo bin2hex(hash_hmac($a, 'data', 'key', true)), "\n";
$c = hash_init($a, HASH_HMAC, 'key');
hash_update($c, 'da');
hash_update($c, 'ta');
echo hash_final($c), "\n";
?>
--EXPECT--
c2652d1b2872572984742fe9fcfa2a56
c8d444e3153b538850e7850fa84bb247
4b53971af3b30feda195eaebbdbc5ff8
c2652d1b2872572984742fe9fcfa2a56
c2652d1b2872572984742fe9fcfa2a56
