--TEST--
preg_match returns 1 or 0
--FILE--
<?php
var_dump(preg_match('/b/', 'abc'));
var_dump(preg_match('/d/', 'abc'));
--EXPECT--
int(1)
int(0)
