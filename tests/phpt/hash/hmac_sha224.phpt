--TEST--
hash_hmac() with sha224
--FILE--
<?php
$a = 'sha224';
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
19424d4210e50d7a4521b5f0d54b4b0cff3060deddccfd894fda5b3b
5ce14f72894662213e2748d2a6ba234b74263910cedde2f5a9271524
04528f83bbf0252f19d0ecb32bb24e8720b1b4921a9694349f5bdc22
19424d4210e50d7a4521b5f0d54b4b0cff3060deddccfd894fda5b3b
19424d4210e50d7a4521b5f0d54b4b0cff3060deddccfd894fda5b3b
