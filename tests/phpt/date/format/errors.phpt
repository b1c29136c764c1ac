--TEST--
date() argument errors
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
date_default_timezone_set('UTC');
t(fn() => date());
t(fn() => date([]));
t(fn() => date('Y', 'abc'));
t(fn() => date('Y', '86400'));
t(fn() => date('Y', 1.5));
t(fn() => gmdate('Y', null));
?>
--EXPECTF--
ArgumentCountError: date() expects at least 1 argument, 0 given
TypeError: date(): Argument #1 ($format) must be of type string, array given
TypeError: date(): Argument #2 ($timestamp) must be of type ?int, string given
string(4) "1970"

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 8
string(4) "1970"
string(4) "2026"
