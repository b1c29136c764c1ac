--TEST--
a pattern compiled with JIT keeps using it after pcre.jit is turned off
--INI--
pcre.jit=1
--FILE--
<?php
var_dump(preg_match('/^(foo)+$/', str_repeat('foo', 1024 * 64)));
var_dump(preg_last_error_msg());
ini_set('pcre.jit', '0');
var_dump(preg_match('/^(foo)+$/', str_repeat('foo', 1024 * 64)));
var_dump(preg_last_error_msg());
--EXPECT--
bool(false)
string(25) "JIT stack limit exhausted"
bool(false)
string(25) "JIT stack limit exhausted"
