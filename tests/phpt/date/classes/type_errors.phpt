--TEST--
argument type errors of the date classes
--FILE--
<?php
date_default_timezone_set('UTC');
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
$d = new DateTime('2021-01-01');
t(fn() => $d->format());
t(fn() => $d->format([]));
t(fn() => $d->add('P1D'));
t(fn() => $d->setTimezone('UTC'));
t(fn() => $d->setDate(2021, 1));
t(fn() => new DateTimeZone());
t(fn() => new DateInterval());
?>
--EXPECT--
ArgumentCountError: DateTime::format() expects exactly 1 argument, 0 given
TypeError: DateTime::format(): Argument #1 ($format) must be of type string, array given
TypeError: DateTime::add(): Argument #1 ($interval) must be of type DateInterval, string given
TypeError: DateTime::setTimezone(): Argument #1 ($timezone) must be of type DateTimeZone, string given
ArgumentCountError: DateTime::setDate() expects exactly 3 arguments, 2 given
ArgumentCountError: DateTimeZone::__construct() expects exactly 1 argument, 0 given
ArgumentCountError: DateInterval::__construct() expects exactly 1 argument, 0 given
