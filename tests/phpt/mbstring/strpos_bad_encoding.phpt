--TEST--
mb_strpos() with a bad encoding
--INI--
extension=mbstring
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => mb_strpos('abc', 'b', 0, 'nope'));
t(fn() => mb_stripos('abc', 'b', 0, 'nope'));
t(fn() => mb_strrpos('abc', 'b', 0, 'nope'));
t(fn() => mb_strripos('abc', 'b', 0, 'nope'));
?>
--EXPECT--
ValueError: mb_strpos(): Argument #4 ($encoding) must be a valid encoding, "nope" given
ValueError: mb_stripos(): Argument #4 ($encoding) must be a valid encoding, "nope" given
ValueError: mb_strrpos(): Argument #4 ($encoding) must be a valid encoding, "nope" given
ValueError: mb_strripos(): Argument #4 ($encoding) must be a valid encoding, "nope" given
