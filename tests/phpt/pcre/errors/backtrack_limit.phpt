--TEST--
PREG_BACKTRACK_LIMIT_ERROR through pcre.backtrack_limit
--INI--
pcre.jit=0
--FILE--
<?php
ini_set('pcre.backtrack_limit', '100');
var_dump(preg_match('/(?:\D+|<\d+>)*[!?]/', 'foobar foobar foobar'));
var_dump(preg_last_error() === PREG_BACKTRACK_LIMIT_ERROR, preg_last_error_msg());
ini_set('pcre.backtrack_limit', '1000000');
var_dump(preg_match('/(?:\D+|<\d+>)*[!?]/', 'foobar foo!'));
var_dump(preg_last_error());
--EXPECT--
bool(false)
bool(true)
string(25) "Backtrack limit exhausted"
int(1)
int(0)
