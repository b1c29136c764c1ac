--TEST--
hash_hkdf() with the RFC 5869 vector
--FILE--
<?php
$ikm = str_repeat("\x0b", 22);
$salt = hex2bin('000102030405060708090a0b0c');
$info = hex2bin('f0f1f2f3f4f5f6f7f8f9');
echo bin2hex(hash_hkdf('sha256', $ikm, 42, $info, $salt)), "\n";
echo bin2hex(hash_hkdf('sha1', $ikm, 42, $info, $salt)), "\n";
?>
--EXPECT--
3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865
d6000ffb5b50bd3970b260017798fb9c8df9ce2e2c16b6cd709cca07dc3cf9cf26d6c6d750d0aaf5ac94
