--TEST--
mb_strimwidth()
--INI--
extension=mbstring
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => mb_strimwidth('abcdef', 0, 4, '...'));
t(fn() => mb_strimwidth('abcdef', 0, 6, '...'));
t(fn() => mb_strimwidth('abcdef', 0, 5, '...'));
t(fn() => mb_strimwidth('abcdef', 0, -1));
t(fn() => mb_strimwidth('abcdef', -2, 4));
t(fn() => mb_strimwidth('abcdef', 1, 3, '......'));
t(fn() => mb_strimwidth('日本語abc', 0, 5, '…'));
t(fn() => mb_strimwidth('日本語abc', 0, 4));
t(fn() => mb_strimwidth('日本語abc', 1, 3, '.'));
t(fn() => mb_strimwidth('', 0, 3));
?>
--EXPECT--
string(4) "a..."
string(6) "abcdef"
string(5) "ab..."
string(5) "abcde"
string(2) "ef"
string(6) "......"
string(9) "日本…"
string(6) "日本"
string(4) "本."
string(0) ""
