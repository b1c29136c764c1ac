--TEST--
PREG_RECURSION_LIMIT_ERROR through pcre.recursion_limit without JIT
--INI--
pcre.jit=0
--FILE--
<?php
ini_set('pcre.recursion_limit', '10');
var_dump(preg_match('/^(a|b)+$/', str_repeat('ab', 50)));
var_dump(preg_last_error() === PREG_RECURSION_LIMIT_ERROR, preg_last_error_msg());
ini_set('pcre.recursion_limit', '100000');
var_dump(preg_match('/^(a|b)+$/', str_repeat('ab', 50)));
--EXPECT--
bool(false)
bool(true)
string(25) "Recursion limit exhausted"
int(1)
