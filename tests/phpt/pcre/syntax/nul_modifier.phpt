--TEST--
NUL as a modifier
--FILE--
<?php
var_dump(preg_match("/a/\0", 'a'));
var_dump(preg_match("/a/i\0", 'a'));
--EXPECTF--

Warning: preg_match(): NUL is not a valid modifier in %s on line 2
bool(false)

Warning: preg_match(): NUL is not a valid modifier in %s on line 3
bool(false)
