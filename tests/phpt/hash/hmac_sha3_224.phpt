--TEST--
hash_hmac() with sha3-224
--FILE--
<?php
$a = 'sha3-224';
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
f98c73c8d7f4c11f1be1876a8af92c35c7ee16c18e1a8c4d19bf724e
1b9044e0d5bb4ef944bc00f1b26c483ac3e222f4640935d089a49083
fe3fcefea03d208202e2c18cff42d86694599921e45d54cc688916bb
f98c73c8d7f4c11f1be1876a8af92c35c7ee16c18e1a8c4d19bf724e
f98c73c8d7f4c11f1be1876a8af92c35c7ee16c18e1a8c4d19bf724e
