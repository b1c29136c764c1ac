--TEST--
is_callable with syntax_only accepts well-formed names that do not exist
--FILE--
<?php
var_dump(is_callable('nope', true));
var_dump(is_callable('Nope::nope', true));
var_dump(is_callable(['Nope', 'nope'], true));
var_dump(is_callable([new stdClass, 'nope'], true));
var_dump(is_callable([1, 'nope'], true));
var_dump(is_callable(['a', 'b', 'c'], true));
var_dump(is_callable(42, true));
var_dump(is_callable(new stdClass, true));
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
bool(false)
