--TEST--
mb_strstr(), mb_strrchr(), mb_stristr(), mb_strrichr()
--INI--
extension=mbstring
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => mb_strstr('user@例え.jp', '@'));
t(fn() => mb_strstr('user@例え.jp', '@', true));
t(fn() => mb_strstr('abc', 'x'));
t(fn() => mb_strrchr('a/b/ć', '/'));
t(fn() => mb_strrchr('a/b/ć', '/', true));
t(fn() => mb_stristr('HÉllo', 'él'));
t(fn() => mb_stristr('HÉllo', 'él', true));
t(fn() => mb_strrichr('aXbxc', 'x'));
t(fn() => mb_strrichr('aXbxc', 'X', true));
t(fn() => mb_stristr('abc', 'Z'));
?>
--EXPECT--
string(10) "@例え.jp"
string(4) "user"
bool(false)
string(3) "/ć"
string(3) "a/b"
string(5) "Éllo"
string(1) "H"
string(2) "xc"
string(3) "aXb"
bool(false)
