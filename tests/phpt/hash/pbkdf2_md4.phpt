--TEST--
hash_pbkdf2() with md4
--FILE--
<?php
$a = 'md4';
echo hash_pbkdf2($a, 'password', 'salt', 1), "\n";
echo hash_pbkdf2($a, 'password', 'salt', 3, 20), "\n";
echo bin2hex(hash_pbkdf2($a, 'password', 'salt', 2, 10, true)), "\n";
echo hash_pbkdf2($a, 'password', 'salt', 2, 150), "\n";
?>
--EXPECT--
1857f69412150bca4542581d0f9e7fd1
55451f6c9583ed745b58
772c04936c2768473144
772c04936c276847314479e43a575a386a672cbe3dd41c166440d5351b97c986eb41b1a61a32ad4a30c205090a45204137e3143d8fd8aa03b7e9380ef9e1ac319c512dcb96e9e43e3c49c8
