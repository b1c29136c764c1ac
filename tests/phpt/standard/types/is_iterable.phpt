--TEST--
is_iterable
--FILE--
<?php
var_dump(is_iterable([]));
var_dump(is_iterable([1, 2]));
var_dump(is_iterable('abc'));
var_dump(is_iterable(null));
var_dump(is_iterable(new stdClass));
var_dump(is_iterable(new ArrayIterator([])));
var_dump(is_iterable((function () { yield 1; })()));
--EXPECT--
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
bool(true)
bool(true)
