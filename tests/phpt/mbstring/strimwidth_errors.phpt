--TEST--
mb_strimwidth() errors
--INI--
extension=mbstring
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => mb_strimwidth('abcdef', 7, 4));
t(fn() => mb_strimwidth('abcdef', -7, 4));
t(fn() => mb_strimwidth('abcdef', 0, -10));
t(fn() => mb_strimwidth('abc', 0, 1, '', 'nope'));
?>
--EXPECT--
ValueError: mb_strimwidth(): Argument #2 ($start) is out of range
ValueError: mb_strimwidth(): Argument #2 ($start) is out of range
ValueError: mb_strimwidth(): Argument #3 ($width) is out of range
ValueError: mb_strimwidth(): Argument #5 ($encoding) must be a valid encoding, "nope" given
