--TEST--
function_exists is case-insensitive
--FILE--
<?php
function MyFunc() {}
var_dump(function_exists('myfunc'), function_exists('MYFUNC'), function_exists('strlen'), function_exists('STRLEN'), function_exists('nope'), function_exists(''));
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
bool(false)
