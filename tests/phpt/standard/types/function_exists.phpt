--TEST--
function_exists for built-in and user functions
--FILE--
<?php
function my_func() {}
var_dump(function_exists('strlen'));
var_dump(function_exists('STRLEN'));
var_dump(function_exists('my_func'));
var_dump(function_exists('MY_FUNC'));
var_dump(function_exists('no_such_function'));
var_dump(function_exists(''));
var_dump(function_exists('\strlen'));
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
bool(false)
bool(true)
