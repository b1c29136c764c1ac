--TEST--
mb_detect_encoding() errors
--INI--
extension=mbstring
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => mb_detect_encoding('abc', 'foo'));
t(fn() => mb_detect_encoding('abc', []));
t(fn() => mb_detect_encoding('abc', ['UTF-8', 'bar']));
t(fn() => mb_detect_encoding('abc', ''));
?>
--EXPECT--
ValueError: mb_detect_encoding(): Argument #2 ($encodings) contains invalid encoding "foo"
ValueError: mb_detect_encoding(): Argument #2 ($encodings) must specify at least one encoding
ValueError: mb_detect_encoding(): Argument #2 ($encodings) contains invalid encoding "bar"
ValueError: mb_detect_encoding(): Argument #2 ($encodings) must specify at least one encoding
