--TEST--
mb_strpos()
--INI--
extension=mbstring
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => mb_strpos('日本語テキスト', 'テ'));
t(fn() => mb_strpos('日本語テキスト', 'x'));
t(fn() => mb_strpos('aXbXc', 'X', 2));
t(fn() => mb_strpos('añbñc', 'ñ', -2));
t(fn() => mb_strpos('abc', ''));
t(fn() => mb_strpos('abc', '', 3));
t(fn() => mb_strpos('', ''));
t(fn() => mb_strpos('ñañ', 'ñ', 1));
?>
--EXPECT--
int(3)
bool(false)
int(3)
int(3)
int(0)
int(3)
int(0)
int(2)
