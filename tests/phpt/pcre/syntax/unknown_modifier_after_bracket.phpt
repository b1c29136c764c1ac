--TEST--
unknown modifier after bracket delimiters
--FILE--
<?php
var_dump(preg_match('{a}b', 'a'));
var_dump(preg_match('(a)/', 'a'));
--EXPECTF--

Warning: preg_match(): Unknown modifier 'b' in %s on line 2
bool(false)

Warning: preg_match(): Unknown modifier '/' in %s on line 3
bool(false)
