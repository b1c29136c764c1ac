--TEST--
mb_strpos() offset errors
--INI--
extension=mbstring
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => mb_strpos('abc', 'b', 4));
t(fn() => mb_strpos('abc', 'b', -4));
t(fn() => mb_strrpos('abc', 'b', 5));
t(fn() => mb_stripos('abc', 'B', 4));
t(fn() => mb_strripos('abc', 'B', -4));
t(fn() => mb_strpos('日本', '本', 3));
t(fn() => mb_strpos('日本', '本', 2));
?>
--EXPECT--
ValueError: mb_strpos(): Argument #3 ($offset) must be contained in argument #1 ($haystack)
ValueError: mb_strpos(): Argument #3 ($offset) must be contained in argument #1 ($haystack)
ValueError: mb_strrpos(): Argument #3 ($offset) must be contained in argument #1 ($haystack)
ValueError: mb_stripos(): Argument #3 ($offset) must be contained in argument #1 ($haystack)
ValueError: mb_strripos(): Argument #3 ($offset) must be contained in argument #1 ($haystack)
ValueError: mb_strpos(): Argument #3 ($offset) must be contained in argument #1 ($haystack)
bool(false)
