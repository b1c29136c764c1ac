--TEST--
hash_hkdf() with whirlpool
--FILE--
<?php
$a = 'whirlpool';
echo bin2hex(hash_hkdf($a, 'key')), "\n";
echo bin2hex(hash_hkdf($a, 'key', 10)), "\n";
echo bin2hex(hash_hkdf($a, 'key', 100, 'info', 'salt')), "\n";
?>
--EXPECT--
9626ff598a9e066defbcfb03ec1ee04060e206e9461073749c278c2e8cbfc99473b0cb97ab2ccf163b82f859d7e4e23d0069bcdc057d30b0a28d46784b014665
9626ff598a9e066defbc
0ff02f9c25677ed6b9385b40462736f84d23b65f836402e777c0fa45c5649b44682a16a084ce9f2d1386dbd26efad350f2a58b84f89402a95a02ca37c312ce86af4c2e385ec4206f5dbf0ae2e94b65d4e482e4b35e82810c43a1b9c76589050bf108a744
