--TEST--
spaces, newlines and carriage returns after the modifiers are ignored
--FILE--
<?php
var_dump(preg_match("/a/ ", 'a'));
var_dump(preg_match("/a/i\n", 'A'));
var_dump(preg_match("/a/\r\n", 'a'));
var_dump(preg_match("/a/ i ", 'A'));
--EXPECT--
int(1)
int(1)
int(1)
int(1)
