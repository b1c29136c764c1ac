--TEST--
hash_hkdf() with ripemd160
--FILE--
<?php
$a = 'ripemd160';
echo bin2hex(hash_hkdf($a, 'key')), "\n";
echo bin2hex(hash_hkdf($a, 'key', 10)), "\n";
echo bin2hex(hash_hkdf($a, 'key', 100, 'info', 'salt')), "\n";
?>
--EXPECT--
058f67eeeb5e4a7494f4e5b93162cb16a5b1c33c
058f67eeeb5e4a7494f4
e9a427467d62f3ede3bc37f37451e1d65cfbb54248cda74eb1992e9677bb4e5ef48e1e9614a11a9cb8f06abf9db87d407364364898a860c265705644699cbab9d208748e35809c30551d7993beacc08cf8ffcc17d3de3c98070f4c647984aa4b9b22d864
