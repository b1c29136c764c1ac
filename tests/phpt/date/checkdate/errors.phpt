--TEST--
checkdate() type errors
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => checkdate(1, 1));
t(fn() => checkdate('a', 1, 1));
t(fn() => checkdate('2', '28', '2021'));
?>
--EXPECT--
ArgumentCountError: checkdate() expects exactly 3 arguments, 2 given
TypeError: checkdate(): Argument #1 ($month) must be of type int, string given
bool(true)
