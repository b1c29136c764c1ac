--TEST--
hash_hmac() refuses non-cryptographic algorithms
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => hash_hmac('crc32', 'x', 'k'));
t(fn() => hash_hmac('xxh64', 'x', 'k'));
t(fn() => hash_hmac('nope', 'x', 'k'));
t(fn() => hash_hmac('fnv1a32', 'x', 'k'));
?>
--EXPECT--
ValueError: hash_hmac(): Argument #1 ($algo) must be a valid cryptographic hashing algorithm
ValueError: hash_hmac(): Argument #1 ($algo) must be a valid cryptographic hashing algorithm
ValueError: hash_hmac(): Argument #1 ($algo) must be a valid cryptographic hashing algorithm
ValueError: hash_hmac(): Argument #1 ($algo) must be a valid cryptographic hashing algorithm
