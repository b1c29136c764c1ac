--TEST--
atomic groups and possessive quantifiers
--FILE--
<?php
var_dump(preg_match('/a++b/', 'aaab'));
var_dump(preg_match('/a++a/', 'aaaa'));
var_dump(preg_match('/(?>a+)a/', 'aaaa'));
var_dump(preg_match('/(?>a+)b/', 'aaab'));
--EXPECT--
int(1)
int(0)
int(0)
int(1)
