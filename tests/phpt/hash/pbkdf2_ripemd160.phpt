--TEST--
hash_pbkdf2() with ripemd160
--FILE--
<?php
$a = 'ripemd160';
echo hash_pbkdf2($a, 'password', 'salt', 1), "\n";
echo hash_pbkdf2($a, 'password', 'salt', 3, 20), "\n";
echo bin2hex(hash_pbkdf2($a, 'password', 'salt', 2, 10, true)), "\n";
echo hash_pbkdf2($a, 'password', 'salt', 2, 150), "\n";
?>
--EXPECT--
b725258b125e0bacb0e2307e34feb16a4d0d6aed
9ca4d509610a8b37dcf0
768dcc27b7bfdef794a1
768dcc27b7bfdef794a1ff9d935090fcf598555e66913180b9ce363c615e9ed953b95fd07169be535e38afbea29c030e06d14f40745b1513b7ccdf0e76229e503ab2bf37278b32ac523862
