--TEST--
hash_pbkdf2() with whirlpool
--FILE--
<?php
$a = 'whirlpool';
echo hash_pbkdf2($a, 'password', 'salt', 1), "\n";
echo hash_pbkdf2($a, 'password', 'salt', 3, 20), "\n";
echo bin2hex(hash_pbkdf2($a, 'password', 'salt', 2, 10, true)), "\n";
echo hash_pbkdf2($a, 'password', 'salt', 2, 150), "\n";
?>
--EXPECT--
7e25009bf8afade8ab33911d331b5b3e987fc7c3e2d5fdb3f33c183e837c357850a75eb8baad2c05b1e3bc7068c2a2d5c0f3e586f401610ad02f525c8fcf2cbd
044e8b75485484f0274b
110b2e4266f03c334f60
110b2e4266f03c334f6085bf421a68d6976a2f767e0bb6041a9c9315ec0d249fc8cb5fac1f9f3b87dbb98e9b4b220dfe0d6b55f88109dd558c30f0a0356f7d9fdb61caa5c983cfd07fb4c6
