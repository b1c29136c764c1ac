--TEST--
PREG_JIT_STACKLIMIT_ERROR
--INI--
pcre.jit=1
--FILE--
<?php
var_dump(preg_match('/^(foo)+$/', str_repeat('foo', 1024 * 64)));
var_dump(preg_last_error() === PREG_JIT_STACKLIMIT_ERROR, preg_last_error_msg());
--EXPECT--
bool(false)
bool(true)
string(25) "JIT stack limit exhausted"
