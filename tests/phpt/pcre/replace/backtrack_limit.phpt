--TEST--
a backtrack limit error gives null
--INI--
pcre.jit=0
--FILE--
<?php
ini_set('pcre.backtrack_limit', '1000');
var_dump(preg_replace('/(?:\D+|<\d+>)*[!?]/', 'x', 'foobar foobar foobar'));
var_dump(preg_last_error(), preg_last_error_msg());
--EXPECT--
NULL
int(2)
string(25) "Backtrack limit exhausted"
