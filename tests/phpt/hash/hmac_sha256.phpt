--TEST--
hash_hmac() with sha256
--FILE--
<?php
$a = 'sha256';
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
5031fe3d989c6d1537a013fa6e739da23463fdaec3b70137d828e36ace221bd0
b613679a0814d9ec772f95d778c35fc5ff1697c493715653c6c712144292c5ad
0163658d479ec73f2b801df07141db1426aaae2c6b5e8e6d9e6789f92f5e2b4f
5031fe3d989c6d1537a013fa6e739da23463fdaec3b70137d828e36ace221bd0
5031fe3d989c6d1537a013fa6e739da23463fdaec3b70137d828e36ace221bd0
