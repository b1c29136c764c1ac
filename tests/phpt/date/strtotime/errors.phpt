--TEST--
strtotime() argument errors
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
date_default_timezone_set('UTC');
t(fn() => strtotime());
t(fn() => strtotime([]));
t(fn() => strtotime('now', 'x'));
t(fn() => strtotime('2021-01-01', '0'));
?>
--EXPECT--
ArgumentCountError: strtotime() expects at least 1 argument, 0 given
TypeError: strtotime(): Argument #1 ($datetime) must be of type string, array given
TypeError: strtotime(): Argument #2 ($baseTimestamp) must be of type ?int, string given
int(1609459200)
