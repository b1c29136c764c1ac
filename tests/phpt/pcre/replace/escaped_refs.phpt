--TEST--
escaped backslashes and dollars in the replacement
--FILE--
<?php
var_dump(preg_replace('/(a)/', '\\\\1', 'a'));
var_dump(preg_replace('/(a)/', '\$1', 'a'));
var_dump(preg_replace('/(a)/', '\\\\\\1', 'a'));
var_dump(preg_replace('/(a)/', '\\\\$1', 'a'));
--EXPECT--
string(2) "\1"
string(2) "$1"
string(2) "\a"
string(2) "\a"
