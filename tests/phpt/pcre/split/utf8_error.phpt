--TEST--
invalid UTF-8 makes preg_split fail
--FILE--
<?php
var_dump(preg_split('/,/u', "a,\xff"));
var_dump(preg_last_error_msg());
--EXPECT--
bool(false)
string(56) "Malformed UTF-8 characters, possibly incorrectly encoded"
