--TEST--
hash_pbkdf2() with sha3-224
--FILE--
<?php
$a = 'sha3-224';
echo hash_pbkdf2($a, 'password', 'salt', 1), "\n";
echo hash_pbkdf2($a, 'password', 'salt', 3, 20), "\n";
echo bin2hex(hash_pbkdf2($a, 'password', 'salt', 2, 10, true)), "\n";
echo hash_pbkdf2($a, 'password', 'salt', 2, 150), "\n";
?>
--EXPECT--
d36cad0feea8cf942860130463093a623bead21f82366f184f318b4f
78f53c723000c6648b26
7979d7e05025f5b056e9
7979d7e05025f5b056e995939694ad55c644f43f1f748895c4ca881177e246578ec1abe6b65f15ec854a33b9c0e7e6a8580a8735ea5d02096a87c2485581506fa036533bb0ce77135dba54
