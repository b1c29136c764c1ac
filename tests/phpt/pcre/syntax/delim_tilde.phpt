--TEST--
tilde delimiters
--FILE--
<?php
var_dump(preg_match('~^a+$~', 'aaa'));
var_dump(preg_match('~a\~b~', 'a~b'));
--EXPECT--
int(1)
int(1)
