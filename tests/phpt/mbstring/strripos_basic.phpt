--TEST--
mb_strripos()
--INI--
extension=mbstring
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => mb_strripos('ÉcoleÉ', 'é'));
t(fn() => mb_strripos('aAaA', 'a'));
t(fn() => mb_strripos('aAaA', 'a', -2));
t(fn() => mb_strripos('abc', 'X'));
?>
--EXPECT--
int(5)
int(3)
int(2)
bool(false)
