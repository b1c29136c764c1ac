--TEST--
without JIT a deep match is bounded by the recursion limit instead
--INI--
pcre.jit=0
--FILE--
<?php
var_dump(preg_match('/^(foo)+$/', str_repeat('foo', 1024)));
var_dump(preg_last_error_msg());
--EXPECT--
int(1)
string(8) "No error"
