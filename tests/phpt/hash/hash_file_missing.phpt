--TEST--
hash_file() on a missing file
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => hash_file('md5', __DIR__ . '/does-not-exist.txt'));
t(fn() => hash_file('nope', __FILE__));
t(fn() => hash_file('md5', ''));
t(fn() => hash_file('md5', "a\0b"));
?>
--EXPECTF--

Warning: hash_file(%s/does-not-exist.txt): Failed to open stream: No such file or directory in %s on line 3
bool(false)
ValueError: hash_file(): Argument #1 ($algo) must be a valid hashing algorithm
ValueError: Path cannot be empty
ValueError: hash_file(): Argument #1 ($algo) must not contain any null bytes
