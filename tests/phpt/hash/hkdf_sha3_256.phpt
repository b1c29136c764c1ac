--TEST--
hash_hkdf() with sha3-256
--FILE--
<?php
$a = 'sha3-256';
echo bin2hex(hash_hkdf($a, 'key')), "\n";
echo bin2hex(hash_hkdf($a, 'key', 10)), "\n";
echo bin2hex(hash_hkdf($a, 'key', 100, 'info', 'salt')), "\n";
?>
--EXPECT--
e23424e9f98ec4f47361d1046dabad62c338826fc125aaa805306750c5390b3c
e23424e9f98ec4f47361
7c0ef77d81593534a377e29e61bed4e29ffad92bfced4a2521022782597b4554fec714c1f4c7ffce556cdd5f64a12b67907466b7193cc119aab73ebcc7899bd04ee8cf4dc90e44452ebde2d94b9a3b52aa1ac3a85441d67f8504acbc534c77a5f2197595
