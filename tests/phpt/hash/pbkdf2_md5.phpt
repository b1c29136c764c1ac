--TEST--
hash_pbkdf2() with md5
--FILE--
<?php
$a = 'md5';
echo hash_pbkdf2($a, 'password', 'salt', 1), "\n";
echo hash_pbkdf2($a, 'password', 'salt', 3, 20), "\n";
echo bin2hex(hash_pbkdf2($a, 'password', 'salt', 2, 10, true)), "\n";
echo hash_pbkdf2($a, 'password', 'salt', 2, 150), "\n";
?>
--EXPECT--
f31afb6d931392daa5e3130f47f9a9b6
f6acd4bda3e4d3d831a5
042407b552be345ad6ee
042407b552be345ad6eee2cf2f7ed01dd9662d8f0c6950eaec7124aa0c82279ed0b7e2a854d0f29ec82ddcabe9760368e5821af8745d74846ccbd17afbfe5ff0131360b678cc4fa670d4d8
