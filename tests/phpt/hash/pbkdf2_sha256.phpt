--TEST--
hash_pbkdf2() with sha256
--FILE--
<?php
$a = 'sha256';
echo hash_pbkdf2($a, 'password', 'salt', 1), "\n";
echo hash_pbkdf2($a, 'password', 'salt', 3, 20), "\n";
echo bin2hex(hash_pbkdf2($a, 'password', 'salt', 2, 10, true)), "\n";
echo hash_pbkdf2($a, 'password', 'salt', 2, 150), "\n";
?>
--EXPECT--
120fb6cffcf8b32c43e7225256c4f837a86548c92ccc35480805987cb70be17b
ad35240ac683febfaf3c
ae4d0c95af6b46d32d0a
ae4d0c95af6b46d32d0adff928f06dd02a303f8ef3c251dfd6e2d85a95474c43830651afcb5c862f0b249bd031f7a67520d136470f5ec271ece91c07773253d93e676b079cae1219a000f8
