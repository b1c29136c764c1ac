--TEST--
mktime() argument errors
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => mktime());
t(fn() => gmmktime());
t(fn() => mktime('x'));
t(fn() => mktime(1, 2, 3, 4, 5, 6, 7));
?>
--EXPECT--
ArgumentCountError: mktime() expects at least 1 argument, 0 given
ArgumentCountError: gmmktime() expects at least 1 argument, 0 given
TypeError: mktime(): Argument #1 ($hour) must be of type int, string given
ArgumentCountError: mktime() expects at most 6 arguments, 7 given
