--TEST--
hash_hkdf() with sha3-384
--FILE--
<?php
$a = 'sha3-384';
echo bin2hex(hash_hkdf($a, 'key')), "\n";
echo bin2hex(hash_hkdf($a, 'key', 10)), "\n";
echo bin2hex(hash_hkdf($a, 'key', 100, 'info', 'salt')), "\n";
?>
--EXPECT--
e9e204a2cce1dd34d5ecb594ff9c5156c98e637fcec59c7cdc8703aaa48b0d2a1a8a73fa2bcd8f1ee1cddf571e1851ba
e9e204a2cce1dd34d5ec
1a93888f0e34c22d0bef3e311969466ac055222c6150df2ceda8660a3d3fa1accf3ef3c3c1735bbd817da2e418da1521bb863b7f5afb42b5675cfceff844e7b6c01720619bf825a5d34594adb10ae7355f533b86b910349e27eb69adb20bf1230478593f
