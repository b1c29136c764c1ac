--TEST--
a bad pattern sets PREG_INTERNAL_ERROR; a good one clears it
--FILE--
<?php
@preg_match('/(/', 'a');
var_dump(preg_last_error() === PREG_INTERNAL_ERROR, preg_last_error_msg());
preg_match('/a/', 'a');
var_dump(preg_last_error(), preg_last_error_msg());
@preg_match('abc', 'a');
var_dump(preg_last_error());
@preg_match('/a/q', 'a');
var_dump(preg_last_error());
--EXPECT--
bool(true)
string(14) "Internal error"
int(0)
string(8) "No error"
int(1)
int(1)
