--TEST--
mb_substr() argument errors
--INI--
extension=mbstring
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => mb_substr('abc', 0, 1, 'nope'));
t(fn() => mb_substr('abc', 'x'));
t(fn() => mb_substr('abc', 1.5));
t(fn() => mb_substr('abc', 1, null));
?>
--EXPECTF--
ValueError: mb_substr(): Argument #4 ($encoding) must be a valid encoding, "nope" given
TypeError: mb_substr(): Argument #2 ($start) must be of type int, string given

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 5
string(2) "bc"
string(2) "bc"
