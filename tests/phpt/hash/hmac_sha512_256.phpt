--TEST--
hash_hmac() with sha512/256
--FILE--
<?php
$a = 'sha512/256';
echo hash_hmac($a, 'data', 'key'), "\n";
echo hash_hmac($a, '', ''), "\n";
echo hash_hmac($a, 'data', str_repeat('k', 200)), "\n";
echo bin2hex(hash_hmac($a, 'data', 'key', true)), "\n";
$c = hash_init($a, HASH_HMAC, 'key');
hash_update($c, 'da');
hash_update($c, 'ta');
echo hash_final($c), "\n";
?>
--EXPECT--
e1d10dee05c387bc0407b77dead2b0626e46d9993ab3a6157cabc805c84f0e09
b79c9951df595274582dc094a1ba46c33e4a36878b2d83cb8553f0fe467dcdcf
79a864c0688d551e54204a375db34b64f9f72d7f2acccecfbc2c7cddb20f18ca
e1d10dee05c387bc0407b77dead2b0626e46d9993ab3a6157cabc805c84f0e09
e1d10dee05c387bc0407b77dead2b0626e46d9993ab3a6157cabc805c84f0e09
