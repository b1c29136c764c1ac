--TEST--
PREG_BAD_UTF8_ERROR
--FILE--
<?php
var_dump(preg_match('/./u', "\xc3\x28"));
var_dump(preg_last_error() === PREG_BAD_UTF8_ERROR, preg_last_error_msg());
--EXPECT--
bool(false)
bool(true)
string(56) "Malformed UTF-8 characters, possibly incorrectly encoded"
