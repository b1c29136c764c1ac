--TEST--
is_countable
--FILE--
<?php
var_dump(is_countable([]));
var_dump(is_countable([1]));
var_dump(is_countable('abc'));
var_dump(is_countable(1));
var_dump(is_countable(new stdClass));
var_dump(is_countable(new ArrayObject([1, 2])));
--EXPECT--
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
bool(true)
