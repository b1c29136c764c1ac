--TEST--
compilation failure: reference to a missing group
--FILE--
<?php
var_dump(preg_match('/(a)\2/', 'a'));
var_dump(preg_match('/\k<nope>/', 'a'));
--EXPECTF--

Warning: preg_match(): Compilation failed: reference to non-existent subpattern at offset 4 in %s on line 2
bool(false)

Warning: preg_match(): Compilation failed: reference to non-existent subpattern at offset 3 in %s on line 3
bool(false)
