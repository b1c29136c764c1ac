--TEST--
mb_strrpos()
--INI--
extension=mbstring
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => mb_strrpos('ñañbñ', 'ñ'));
t(fn() => mb_strrpos('ñañbñ', 'ñ', 1));
t(fn() => mb_strrpos('ñañbñ', 'ñ', -1));
t(fn() => mb_strrpos('ñañbñ', 'ñ', -2));
t(fn() => mb_strrpos('abcb', 'b', -1));
t(fn() => mb_strrpos('abcb', 'b', -2));
t(fn() => mb_strrpos('abc', ''));
t(fn() => mb_strrpos('abc', 'x'));
?>
--EXPECT--
int(4)
int(4)
int(4)
int(2)
int(3)
int(1)
int(3)
bool(false)
