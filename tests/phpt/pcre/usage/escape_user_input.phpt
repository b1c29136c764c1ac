--TEST--
user input in a pattern through preg_quote
--FILE--
<?php
$needle = 'a.b*c';
var_dump(preg_match('/' . preg_quote($needle, '/') . '/', 'xxa.b*cxx'));
var_dump(preg_match('/' . $needle . '/', 'xxa.b*cxx'));
var_dump(preg_match('/' . preg_quote($needle, '/') . '/', 'aXbbbc'));
--EXPECT--
int(1)
int(0)
int(0)
