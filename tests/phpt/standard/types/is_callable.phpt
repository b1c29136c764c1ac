--TEST--
is_callable for strings and closures
--FILE--
<?php
var_dump(is_callable('strlen'));
var_dump(is_callable('nope_nope'));
var_dump(is_callable(function () {}));
var_dump(is_callable(''));
var_dump(is_callable([1, 2]));
--EXPECT--
bool(true)
bool(false)
bool(true)
bool(false)
bool(false)
