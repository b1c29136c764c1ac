--TEST--
missing closing bracket delimiter
--FILE--
<?php
var_dump(preg_match('(abc', 'abc'));
var_dump(preg_match('{abc', 'abc'));
var_dump(preg_match('[abc', 'abc'));
var_dump(preg_match('<abc', 'abc'));
var_dump(preg_match('(a(bc)', 'abc'));
--EXPECTF--

Warning: preg_match(): No ending matching delimiter ')' found in %s on line 2
bool(false)

Warning: preg_match(): No ending matching delimiter '}' found in %s on line 3
bool(false)

Warning: preg_match(): No ending matching delimiter ']' found in %s on line 4
bool(false)

Warning: preg_match(): No ending matching delimiter '>' found in %s on line 5
bool(false)

Warning: preg_match(): No ending matching delimiter ')' found in %s on line 6
bool(false)
