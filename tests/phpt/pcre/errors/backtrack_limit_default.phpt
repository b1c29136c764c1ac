--TEST--
the default backtrack limit stops a catastrophic pattern
--INI--
pcre.jit=0
--FILE--
<?php
var_dump(preg_match('/(?:\D+|<\d+>)*[!?]/', 'foobar foobar foobar'));
var_dump(preg_last_error_msg());
--EXPECT--
bool(false)
string(25) "Backtrack limit exhausted"
