--TEST--
mb_detect_encoding()
--INI--
extension=mbstring
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => mb_detect_encoding('abc'));
t(fn() => mb_detect_encoding('é'));
t(fn() => mb_detect_encoding("\xff"));
t(fn() => mb_detect_encoding("\xff", null, true));
t(fn() => mb_detect_encoding('é', ['ASCII', 'ISO-8859-1', 'UTF-8']));
t(fn() => mb_detect_encoding("\xe9", ['ASCII', 'UTF-8', 'ISO-8859-1']));
t(fn() => mb_detect_encoding("\xe9", 'ASCII,UTF-8'));
t(fn() => mb_detect_encoding("\xe9", 'ASCII,UTF-8', true));
t(fn() => mb_detect_encoding('', 'UTF-8'));
t(fn() => mb_detect_encoding('abc', 'UTF-8, ASCII'));
?>
--EXPECT--
string(5) "ASCII"
string(5) "UTF-8"
bool(false)
bool(false)
string(5) "UTF-8"
string(10) "ISO-8859-1"
string(5) "UTF-8"
bool(false)
string(5) "UTF-8"
string(5) "UTF-8"
