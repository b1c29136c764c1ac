--TEST--
hash_hmac() with sha512/224
--FILE--
<?php
$a = 'sha512/224';
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
8b6657a9d03419b965477ba8149782c7d8e58ac4c79a9646e191c1d5
de43f6b96f2d08cebe1ee9c02c53d96b68c1e55b6c15d6843b410d4c
86046513c33cad2cec8b47c77add4e78116723a6ce1add912140fcb5
8b6657a9d03419b965477ba8149782c7d8e58ac4c79a9646e191c1d5
8b6657a9d03419b965477ba8149782c7d8e58ac4c79a9646e191c1d5
