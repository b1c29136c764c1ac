--TEST--
preg_match without the matches argument
--FILE--
<?php
var_dump(preg_match('/(a)/', 'a'));
--EXPECT--
int(1)
