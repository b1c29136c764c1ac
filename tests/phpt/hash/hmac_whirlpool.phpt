--TEST--
hash_hmac() with whirlpool
--FILE--
<?php
$a = 'whirlpool';
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
b4e2eda195b73dc575dba976e026d21b7e78d1d76e7995e76c1a1459e2010e1c6c653f2eedb0f08f9b6ae0b0be8af6e8c05d971498cada9bd50974ecbcde1562
57d739903190550defa77309ff7b72406a927bbc54e8fcdc98e145fa4c36ce83a9cf1605ad01e0d1925f93ac1d12b985a26044e9fb1b9cce24301faa76eaab53
ba8fb2c2a5664cbccd9ac2cd39f9f2636d040bd6bddfadafc725ff3e4d75343e778c0383d90d73fdc434b76d30be55c663dde78fdaabb142b275d355a710fcd7
b4e2eda195b73dc575dba976e026d21b7e78d1d76e7995e76c1a1459e2010e1c6c653f2eedb0f08f9b6ae0b0be8af6e8c05d971498cada9bd50974ecbcde1562
b4e2eda195b73dc575dba976e026d21b7e78d1d76e7995e76c1a1459e2010e1c6c653f2eedb0f08f9b6ae0b0be8af6e8c05d971498cada9bd50974ecbcde1562
