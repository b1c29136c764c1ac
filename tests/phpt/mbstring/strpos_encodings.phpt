--TEST--
mb_strpos() with other encodings
--INI--
extension=mbstring
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => mb_strpos(mb_convert_encoding('añb', 'UTF-16', 'UTF-8'), mb_convert_encoding('b', 'UTF-16', 'UTF-8'), 0, 'UTF-16'));
t(fn() => mb_strpos("a\xe9b", 'b', 0, 'ISO-8859-1'));
t(fn() => mb_strrpos("a\xe9b\xe9", "\xe9", 0, 'ISO-8859-1'));
t(fn() => mb_stripos("A\xc9B", "\xe9", 0, 'ISO-8859-1'));
?>
--EXPECT--
int(2)
int(2)
int(3)
int(1)
