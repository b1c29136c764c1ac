--TEST--
hash_pbkdf2() with sha512/256
--FILE--
<?php
$a = 'sha512/256';
echo hash_pbkdf2($a, 'password', 'salt', 1), "\n";
echo hash_pbkdf2($a, 'password', 'salt', 3, 20), "\n";
echo bin2hex(hash_pbkdf2($a, 'password', 'salt', 2, 10, true)), "\n";
echo hash_pbkdf2($a, 'password', 'salt', 2, 150), "\n";
?>
--EXPECT--
4b6a63117d3ec0032624616082c1c1912f56fa5f0c1f94574d515e20e5ddd74a
9fa42ea03f8f8ac08be3
fcfd108c99cc888ec0af
fcfd108c99cc888ec0af9f184885aff5f02d19a956afad9ccea4d56a482b851bec1af5635d574bc1bf1a5c16e252c0edc6b0a361fe92dc8c4998936f24f278944d74a61d9a788c3944fef1
