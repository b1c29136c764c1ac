--TEST--
a backtrack limit error makes preg_split fail
--INI--
pcre.jit=0
pcre.backtrack_limit=1000
--FILE--
<?php
var_dump(preg_split('/(?:\D+|<\d+>)*[!?]/', 'foobar foobar foobar'));
var_dump(preg_last_error_msg());
--EXPECT--
bool(false)
string(25) "Backtrack limit exhausted"
