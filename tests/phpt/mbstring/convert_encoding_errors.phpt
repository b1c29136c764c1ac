--TEST--
mb_convert_encoding() errors
--INI--
extension=mbstring
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => mb_convert_encoding('abc', 'foo'));
t(fn() => mb_convert_encoding('abc', 'UTF-8', 'foo'));
t(fn() => mb_convert_encoding('abc', 'UTF-8', 'foo,bar'));
t(fn() => mb_convert_encoding('abc', 'UTF-8', []));
t(fn() => mb_convert_encoding('abc', 'UTF-8', ''));
t(fn() => mb_convert_encoding('abc', 'UTF-8', ['UTF-8', 'nope']));
?>
--EXPECT--
ValueError: mb_convert_encoding(): Argument #2 ($to_encoding) must be a valid encoding, "foo" given
ValueError: mb_convert_encoding(): Argument #3 ($from_encoding) contains invalid encoding "foo"
ValueError: mb_convert_encoding(): Argument #3 ($from_encoding) contains invalid encoding "foo"
ValueError: mb_convert_encoding(): Argument #3 ($from_encoding) must specify at least one encoding
ValueError: mb_convert_encoding(): Argument #3 ($from_encoding) must specify at least one encoding
ValueError: mb_convert_encoding(): Argument #3 ($from_encoding) contains invalid encoding "nope"
