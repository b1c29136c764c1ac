--TEST--
hash_pbkdf2() errors
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => hash_pbkdf2('sha256', 'p', 's', 0));
t(fn() => hash_pbkdf2('sha256', 'p', 's', -1));
t(fn() => hash_pbkdf2('sha256', 'p', 's', 1, -1));
t(fn() => hash_pbkdf2('nope', 'p', 's', 1));
t(fn() => hash_pbkdf2('crc32', 'p', 's', 1));
?>
--EXPECT--
ValueError: hash_pbkdf2(): Argument #4 ($iterations) must be greater than 0
ValueError: hash_pbkdf2(): Argument #4 ($iterations) must be greater than 0
ValueError: hash_pbkdf2(): Argument #5 ($length) must be greater than or equal to 0
ValueError: hash_pbkdf2(): Argument #1 ($algo) must be a valid cryptographic hashing algorithm
ValueError: hash_pbkdf2(): Argument #1 ($algo) must be a valid cryptographic hashing algorithm
