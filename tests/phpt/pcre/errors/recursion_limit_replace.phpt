--TEST--
a recursion limit error in preg_replace
--INI--
pcre.jit=0
pcre.recursion_limit=10
--FILE--
<?php
var_dump(preg_replace('/^(a|b)+$/', 'x', str_repeat('ab', 50)));
var_dump(preg_last_error_msg());
--EXPECT--
NULL
string(25) "Recursion limit exhausted"
