--TEST--
mb_convert_case() errors
--INI--
extension=mbstring
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => mb_convert_case('abc', 8));
t(fn() => mb_convert_case('abc', -1));
t(fn() => mb_convert_case('abc', MB_CASE_UPPER, 'nope'));
?>
--EXPECT--
ValueError: mb_convert_case(): Argument #2 ($mode) must be one of the MB_CASE_* constants
ValueError: mb_convert_case(): Argument #2 ($mode) must be one of the MB_CASE_* constants
ValueError: mb_convert_case(): Argument #3 ($encoding) must be a valid encoding, "nope" given
