--TEST--
mbstring argument type errors
--INI--
extension=mbstring
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => mb_strlen([]));
t(fn() => mb_substr('abc', []));
t(fn() => mb_str_split('abc', 'x'));
t(fn() => mb_convert_case('abc', 'x'));
t(fn() => mb_strlen());
t(fn() => mb_strtoupper(null));
?>
--EXPECTF--
TypeError: mb_strlen(): Argument #1 ($string) must be of type string, array given
TypeError: mb_substr(): Argument #2 ($start) must be of type int, array given
TypeError: mb_str_split(): Argument #2 ($length) must be of type int, string given
TypeError: mb_convert_case(): Argument #2 ($mode) must be of type int, string given
ArgumentCountError: mb_strlen() expects at least 1 argument, 0 given

Deprecated: mb_strtoupper(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 8
string(0) ""
