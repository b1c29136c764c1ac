--TEST--
hash_hmac_file() errors
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => hash_hmac_file('crc32', __FILE__, 'k'));
t(fn() => hash_hmac_file('md5', __DIR__ . '/nope.txt', 'k'));
t(fn() => hash_hmac_file('md5', '', 'k'));
?>
--EXPECTF--
ValueError: hash_hmac_file(): Argument #1 ($algo) must be a valid cryptographic hashing algorithm

Warning: hash_hmac_file(%s/nope.txt): Failed to open stream: No such file or directory in %s on line 4
bool(false)
ValueError: Path cannot be empty
