--TEST--
hash() with sha512/256
--FILE--
<?php
$a = 'sha512/256';
foreach (['', 'a', 'abc', 'message digest', str_repeat('The quick brown fox jumps over the lazy dog. ', 30), "\0\x80\xff"] as $s) {
    echo hash($a, $s), "\n";
}
echo bin2hex(hash($a, 'abc', true)), "\n";
var_dump(strlen(hash($a, 'abc', true)));
?>
--EXPECT--
c672b8d1ef56ed28ab87c3622c5114069bdd3ad7b8f9737498d0c01ecef0967a
455e518824bc0601f9fb858ff5c37d417d67c2f8e0df2babe4808858aea830f8
53048e2681941ef99b2e29b76b4c7dabe4c2d0c634fc6d46e0e2f13107e7af23
0cf471fd17ed69d990daf3433c89b16d63dec1bb9cb42a6094604ee5d7b4e9fb
1eef995150bb7c7eefc0ff67a2f4c2c4c7297fe9f87c5c11e18ac28dde6364ec
af1c3ee6701be6f899fe5439adef5a614b5758dd8daf39a9c8c2fcb677510b29
53048e2681941ef99b2e29b76b4c7dabe4c2d0c634fc6d46e0e2f13107e7af23
int(32)
