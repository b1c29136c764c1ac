--TEST--
pcre.backtrack_limit from the ini settings
--INI--
pcre.backtrack_limit=50
pcre.jit=0
--FILE--
<?php
var_dump(ini_get('pcre.backtrack_limit'));
var_dump(preg_match('/(?:\D+|<\d+>)*[!?]/', 'foobar foo'));
var_dump(preg_last_error_msg());
--EXPECT--
string(2) "50"
bool(false)
string(25) "Backtrack limit exhausted"
