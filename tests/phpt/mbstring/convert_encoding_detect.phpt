--TEST--
mb_convert_encoding() with several source encodings
--INI--
extension=mbstring
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => bin2hex(mb_convert_encoding("\xe9", 'UTF-8', 'UTF-8,ISO-8859-1')));
t(fn() => bin2hex(mb_convert_encoding("\xc3\xa9", 'ISO-8859-1', 'ASCII,UTF-8,ISO-8859-1')));
t(fn() => bin2hex(mb_convert_encoding("\xe9", 'UTF-8', 'auto')));
t(fn() => bin2hex(mb_convert_encoding('abc', 'UTF-8', ['ASCII', 'UTF-8'])));
t(fn() => bin2hex(mb_convert_encoding("\xe9", 'UTF-8', 'ASCII,UTF-8')));
?>
--EXPECT--
string(4) "c3a9"
string(2) "e9"
string(2) "3f"
string(6) "616263"
string(2) "3f"
