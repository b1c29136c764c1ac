--TEST--
hash_init() errors
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => hash_init('nope'));
t(fn() => hash_init('crc32', HASH_HMAC, 'k'));
t(fn() => hash_init('md5', HASH_HMAC));
t(fn() => hash_init('md5', HASH_HMAC, ''));
t(fn() => hash_init('md5', 5));
t(fn() => get_class(hash_init('md5', 0, 'ignored')));
?>
--EXPECT--
ValueError: hash_init(): Argument #1 ($algo) must be a valid hashing algorithm
ValueError: hash_init(): Argument #1 ($algo) must be a cryptographic hashing algorithm if HMAC is requested
ValueError: hash_init(): Argument #3 ($key) cannot be empty when HMAC is requested
ValueError: hash_init(): Argument #3 ($key) cannot be empty when HMAC is requested
ValueError: hash_init(): Argument #3 ($key) cannot be empty when HMAC is requested
string(11) "HashContext"
