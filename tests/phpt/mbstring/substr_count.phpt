--TEST--
mb_substr_count()
--INI--
extension=mbstring
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => mb_substr_count('ababab', 'ab'));
t(fn() => mb_substr_count('aaa', 'aa'));
t(fn() => mb_substr_count('日本日本日', '日'));
t(fn() => mb_substr_count('abc', 'x'));
t(fn() => mb_substr_count('abc', ''));
t(fn() => mb_substr_count('abc', 'b', 'nope'));
t(fn() => mb_substr_count("a\xe9a\xe9", "\xe9", 'ISO-8859-1'));
?>
--EXPECT--
int(3)
int(1)
int(3)
int(0)
ValueError: mb_substr_count(): Argument #2 ($needle) must not be empty
ValueError: mb_substr_count(): Argument #3 ($encoding) must be a valid encoding, "nope" given
int(2)
