--TEST--
mb_check_encoding()
--INI--
extension=mbstring
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => mb_check_encoding('abc'));
t(fn() => mb_check_encoding("\xff"));
t(fn() => mb_check_encoding("\xed\xa0\x80"));
t(fn() => mb_check_encoding("\xf4\x90\x80\x80"));
t(fn() => mb_check_encoding("\xf4\x8f\xbf\xbf"));
t(fn() => mb_check_encoding("\xe9", 'ISO-8859-1'));
t(fn() => mb_check_encoding("\x80", 'ASCII'));
t(fn() => mb_check_encoding('abc', 'UTF-16'));
t(fn() => mb_check_encoding("\xd8\x00", 'UTF-16BE'));
t(fn() => mb_check_encoding('abc', 'foo'));
?>
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(false)
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
ValueError: mb_check_encoding(): Argument #2 ($encoding) must be a valid encoding, "foo" given
