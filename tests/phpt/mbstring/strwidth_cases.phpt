--TEST--
mb_strwidth()
--INI--
extension=mbstring
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => mb_strwidth('abc'));
t(fn() => mb_strwidth('日本語'));
t(fn() => mb_strwidth('ｱｲｳ'));
t(fn() => mb_strwidth('Ａｂｃ'));
t(fn() => mb_strwidth('한국어'));
t(fn() => mb_strwidth('😀'));
t(fn() => mb_strwidth('é'));
t(fn() => mb_strwidth(''));
t(fn() => mb_strwidth('abc', 'nope'));
?>
--EXPECT--
int(3)
int(6)
int(3)
int(6)
int(6)
int(2)
int(1)
int(0)
ValueError: mb_strwidth(): Argument #2 ($encoding) must be a valid encoding, "nope" given
