--TEST--
hash_pbkdf2() with ripemd320
--FILE--
<?php
$a = 'ripemd320';
echo hash_pbkdf2($a, 'password', 'salt', 1), "\n";
echo hash_pbkdf2($a, 'password', 'salt', 3, 20), "\n";
echo bin2hex(hash_pbkdf2($a, 'password', 'salt', 2, 10, true)), "\n";
echo hash_pbkdf2($a, 'password', 'salt', 2, 150), "\n";
?>
--EXPECT--
d9ca1425ff7bef770b653d4d1fc2b613392d1686d504aa842f970e44732d262fbad1d05c24b697ff
dac24ae3ae5c554a2e6c
3ed34b76f087b32852e7
3ed34b76f087b32852e7298b9ebc1efe284977cf972c3785c3f24c508b28464583fb4e4a2cd2218840045e00556c241066e5e0339baf8f3a342f51a14e5052daa1dddccd2ea545ef5e018d
