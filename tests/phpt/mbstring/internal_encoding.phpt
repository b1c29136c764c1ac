--TEST--
mb_internal_encoding()
--INI--
extension=mbstring
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => mb_internal_encoding());
t(fn() => mb_internal_encoding('latin1'));
t(fn() => mb_internal_encoding());
t(fn() => mb_strlen('é'));
t(fn() => mb_internal_encoding('utf8'));
t(fn() => mb_internal_encoding());
t(fn() => mb_internal_encoding('foo'));
t(fn() => mb_internal_encoding('UTF-16LE'));
t(fn() => mb_internal_encoding());
?>
--EXPECT--
string(5) "UTF-8"
bool(true)
string(10) "ISO-8859-1"
int(2)
bool(true)
string(5) "UTF-8"
ValueError: mb_internal_encoding(): Argument #1 ($encoding) must be a valid encoding, "foo" given
bool(true)
string(8) "UTF-16LE"
