--TEST--
unknown modifiers
--FILE--
<?php
var_dump(preg_match('/a/k', 'a'));
var_dump(preg_match('/a/iq', 'a'));
var_dump(preg_match('/a/Z', 'a'));
var_dump(preg_match('/a/r', 'a'));
var_dump(preg_match('/a/1', 'a'));
--EXPECTF--

Warning: preg_match(): Unknown modifier 'k' in %s on line 2
bool(false)

Warning: preg_match(): Unknown modifier 'q' in %s on line 3
bool(false)

Warning: preg_match(): Unknown modifier 'Z' in %s on line 4
bool(false)

Warning: preg_match(): Unknown modifier 'r' in %s on line 5
bool(false)

Warning: preg_match(): Unknown modifier '1' in %s on line 6
bool(false)
