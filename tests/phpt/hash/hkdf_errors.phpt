--TEST--
hash_hkdf() errors
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => hash_hkdf('crc32', 'k'));
t(fn() => hash_hkdf('nope', 'k'));
t(fn() => hash_hkdf('sha256', ''));
t(fn() => hash_hkdf('sha256', 'k', -1));
t(fn() => hash_hkdf('sha256', 'k', 255 * 32 + 1));
t(fn() => strlen(hash_hkdf('sha256', 'k', 255 * 32)));
t(fn() => hash_hkdf('md5', 'k', 255 * 16 + 1));
?>
--EXPECT--
ValueError: hash_hkdf(): Argument #1 ($algo) must be a valid cryptographic hashing algorithm
ValueError: hash_hkdf(): Argument #1 ($algo) must be a valid cryptographic hashing algorithm
ValueError: hash_hkdf(): Argument #2 ($key) cannot be empty
ValueError: hash_hkdf(): Argument #3 ($length) must be greater than or equal to 0
ValueError: hash_hkdf(): Argument #3 ($length) must be less than or equal to 8160
int(8160)
ValueError: hash_hkdf(): Argument #3 ($length) must be less than or equal to 4080
