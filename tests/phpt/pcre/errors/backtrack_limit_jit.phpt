--TEST--
the backtrack limit also applies to JIT code
--FILE--
<?php
ini_set('pcre.backtrack_limit', '100');
var_dump(preg_match('/(?:\D+|<\d+>)*[!?]/', 'foobar foobar foobar'));
var_dump(preg_last_error_msg());
--EXPECT--
bool(false)
string(25) "Backtrack limit exhausted"
