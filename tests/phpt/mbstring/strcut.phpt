--TEST--
mb_strcut()
--INI--
extension=mbstring
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => mb_strcut('日本語', 0, 4));
t(fn() => mb_strcut('日本語', 1, 4));
t(fn() => mb_strcut('日本語', 3, 3));
t(fn() => mb_strcut('日本語', -4));
t(fn() => mb_strcut('日本語', 10));
t(fn() => mb_strcut('abcdef', 2, -1));
t(fn() => mb_strcut('abcdef', 2));
t(fn() => mb_strcut('aé', 2, 1));
t(fn() => bin2hex(mb_strcut("\x00a\x00b\x00c", 1, 3, 'UTF-16BE')));
?>
--EXPECT--
string(3) "日"
string(3) "日"
string(3) "本"
string(6) "本語"
string(0) ""
string(3) "cde"
string(4) "cdef"
string(0) ""
string(4) "0061"
