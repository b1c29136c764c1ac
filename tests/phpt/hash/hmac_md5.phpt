--TEST--
hash_hmac() with md5
--FILE--
<?php
$a = 'md5';
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
9d5c73ef85594d34ec4438b7c97e51d8
74e6f7298a9c2d168935f58c001bad88
724bc5854c8911d8221b1b48ac58ffda
9d5c73ef85594d34ec4438b7c97e51d8
9d5c73ef85594d34ec4438b7c97e51d8
