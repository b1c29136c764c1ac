--TEST--
hash_pbkdf2() with sha512/224
--FILE--
<?php
$a = 'sha512/224';
echo hash_pbkdf2($a, 'password', 'salt', 1), "\n";
echo hash_pbkdf2($a, 'password', 'salt', 3, 20), "\n";
echo bin2hex(hash_pbkdf2($a, 'password', 'salt', 2, 10, true)), "\n";
echo hash_pbkdf2($a, 'password', 'salt', 2, 150), "\n";
?>
--EXPECT--
b34ab626276a61ce19d2ecb4c7e15f8198a2989abd74ade61cd6b117
635aed8aaa4449ea97f7
b8878ac5e4509c165c1b
b8878ac5e4509c165c1b508961fa3c3afcef3f37b7b081874e718d8daea670147a7b33584f131f9fa445241e4404a3ce1b2555478d5648dd5fc161f230cabb7a2f479a1804f61eed8c1b23
