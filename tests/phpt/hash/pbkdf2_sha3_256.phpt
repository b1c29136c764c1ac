--TEST--
hash_pbkdf2() with sha3-256
--FILE--
<?php
$a = 'sha3-256';
echo hash_pbkdf2($a, 'password', 'salt', 1), "\n";
echo hash_pbkdf2($a, 'password', 'salt', 3, 20), "\n";
echo bin2hex(hash_pbkdf2($a, 'password', 'salt', 2, 10, true)), "\n";
echo hash_pbkdf2($a, 'password', 'salt', 2, 150), "\n";
?>
--EXPECT--
94613f3ee2ea730e0b06754f3fc816d4f87c9be9cbd8556b5d59b52330e333a8
6677065466c97fdef1c1
4c915baedd1773383e77
4c915baedd1773383e77fcfe38114ca7514010adec24b47290ec170208423f76f876ee35e753a3f7db245273aef5d8ba6908e3e58b29a8c729f5d0fba30196c7c340ce8e8efa11f56f83d0
