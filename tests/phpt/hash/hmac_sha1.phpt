--TEST--
hash_hmac() with sha1
--FILE--
<?php
$a = 'sha1';
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
104152c5bfdca07bc633eebd46199f0255c9f49d
fbdb1d1b18aa6c08324b7d64b71fb76370690e1d
25d441286313849e132956d254784282bd8e8afd
104152c5bfdca07bc633eebd46199f0255c9f49d
104152c5bfdca07bc633eebd46199f0255c9f49d
