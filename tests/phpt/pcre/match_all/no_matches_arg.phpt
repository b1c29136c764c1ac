--TEST--
preg_match_all without $matches
--FILE--
<?php
var_dump(preg_match_all('/a/', 'banana'));
--EXPECT--
int(3)
