--TEST--
hash_hkdf() with md4
--FILE--
<?php
$a = 'md4';
echo bin2hex(hash_hkdf($a, 'key')), "\n";
echo bin2hex(hash_hkdf($a, 'key', 10)), "\n";
echo bin2hex(hash_hkdf($a, 'key', 100, 'info', 'salt')), "\n";
?>
--EXPECT--
371595dbaaf3df444fe6c2806edb56e9
371595dbaaf3df444fe6
30cfe53eb7f376c618129855dce447188f87ddd9d842a45181f31da9766c648281968de2f02e3deb563398e80582f49434ac2c87b9db32c37780dc1670d3389643fedb2578ec12049f50fc31f29de8da63c44df19ec6aee3cd8d09fc00820fb3715de954
