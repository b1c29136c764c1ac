--TEST--
preg_match_all returns the number of matches
--FILE--
<?php
var_dump(preg_match_all('/\d/', 'a1b2c3'));
var_dump(preg_match_all('/z/', 'a1b2c3'));
--EXPECT--
int(3)
int(0)
