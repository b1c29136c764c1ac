--TEST--
mb_strlen() with a bad encoding
--INI--
extension=mbstring
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => mb_strlen('abc', 'foo'));
t(fn() => mb_strlen('abc', ''));
t(fn() => mb_strlen('abc', 'utf8'));
t(fn() => mb_strlen('abc', 'latin1'));
?>
--EXPECT--
ValueError: mb_strlen(): Argument #2 ($encoding) must be a valid encoding, "foo" given
ValueError: mb_strlen(): Argument #2 ($encoding) must be a valid encoding, "" given
int(3)
int(3)
