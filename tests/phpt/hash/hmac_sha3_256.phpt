--TEST--
hash_hmac() with sha3-256
--FILE--
<?php
$a = 'sha3-256';
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
b102a8999ec7667682d13c250db75c1fe88632bc807d915ecb7599375c2a393a
e841c164e5b4f10c9f3985587962af72fd607a951196fc92fb3a5251941784ea
5e2cc697c8296e59f4328b1bc437bd4b7710b829d7a500fab14b88925bfcd595
b102a8999ec7667682d13c250db75c1fe88632bc807d915ecb7599375c2a393a
b102a8999ec7667682d13c250db75c1fe88632bc807d915ecb7599375c2a393a
