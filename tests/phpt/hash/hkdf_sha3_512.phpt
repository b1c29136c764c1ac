--TEST--
hash_hkdf() with sha3-512
--FILE--
<?php
$a = 'sha3-512';
echo bin2hex(hash_hkdf($a, 'key')), "\n";
echo bin2hex(hash_hkdf($a, 'key', 10)), "\n";
echo bin2hex(hash_hkdf($a, 'key', 100, 'info', 'salt')), "\n";
?>
--EXPECT--
54ce8a9af3171d88b5dd0c0e8287e241cd1097075f3cdaacac728a1725a83c82a46e1b1b5532ad2b41d8daa8669090d0dfe469c825da2f29818979c0b4852fd3
54ce8a9af3171d88b5dd
bdc190fe6b334e28a00988073218af4cc9dbfaacd3e18c2a51c96a9bd7410329661208df96de5e993c30e300889f568e253ebea0d2464c54fbc5dc82a66f3858cee4469847f675f8aa876c17af67f9b2b7aea1742001ca5176b4f77f72a2b9c7b30c8afe
