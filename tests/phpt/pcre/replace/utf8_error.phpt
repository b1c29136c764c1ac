--TEST--
invalid UTF-8 gives null
--FILE--
<?php
var_dump(preg_replace('/a/u', 'b', "a\xff"));
var_dump(preg_last_error_msg());
--EXPECT--
NULL
string(56) "Malformed UTF-8 characters, possibly incorrectly encoded"
