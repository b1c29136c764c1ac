--TEST--
hash_pbkdf2() with sha3-512
--FILE--
<?php
$a = 'sha3-512';
echo hash_pbkdf2($a, 'password', 'salt', 1), "\n";
echo hash_pbkdf2($a, 'password', 'salt', 3, 20), "\n";
echo bin2hex(hash_pbkdf2($a, 'password', 'salt', 2, 10, true)), "\n";
echo hash_pbkdf2($a, 'password', 'salt', 2, 150), "\n";
?>
--EXPECT--
f7a2684630ec0f81f23abbf606278deeaad1a35053db3c066903d9114ed3fd6e44c23dd5bddbe4e81626880cef267ef7dcf13b183194a5530f154ec57f646e2d
cf022071b51477a77831
d6824ab17801706ad465
d6824ab17801706ad465f3196eb80dde20378696ab1fd6c68345c35825657a76954a1b24c7bc6589def0fe3eafae8b657c590bf0f065620b32d4d5450c8d2ee13c9ab7f64a42ddfb02681a
