--TEST--
hash_pbkdf2() with sha224
--FILE--
<?php
$a = 'sha224';
echo hash_pbkdf2($a, 'password', 'salt', 1), "\n";
echo hash_pbkdf2($a, 'password', 'salt', 3, 20), "\n";
echo bin2hex(hash_pbkdf2($a, 'password', 'salt', 2, 10, true)), "\n";
echo hash_pbkdf2($a, 'password', 'salt', 2, 150), "\n";
?>
--EXPECT--
3c198cbdb9464b7857966bd05b7bc92bc1cc4e6e63155d4e490557fd
947cf079cfc7f2016dcd
93200ffa96c5776d38fa
93200ffa96c5776d38fa10abdf8f5bfc0054b9718513df472d2331d2d1e66a3f97b510224f700ce72581ffb10a1c99ec99a8cc1b951851a71f30d9265fccf912bc4e906cef4a9e9f96ecce
