--TEST--
hash() with an unknown algorithm
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => hash('nope', 'x'));
t(fn() => hash('', 'x'));
t(fn() => hash('md5 ', 'x'));
?>
--EXPECT--
ValueError: hash(): Argument #1 ($algo) must be a valid hashing algorithm
ValueError: hash(): Argument #1 ($algo) must be a valid hashing algorithm
ValueError: hash(): Argument #1 ($algo) must be a valid hashing algorithm
