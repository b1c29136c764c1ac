--TEST--
missing end delimiter
--FILE--
<?php
var_dump(preg_match('/abc', 'abc'));
var_dump(preg_match('#abc', 'abc'));
var_dump(preg_match('/abc\/', 'abc'));
--EXPECTF--

Warning: preg_match(): No ending delimiter '/' found in %s on line 2
bool(false)

Warning: preg_match(): No ending delimiter '#' found in %s on line 3
bool(false)

Warning: preg_match(): No ending delimiter '/' found in %s on line 4
bool(false)
