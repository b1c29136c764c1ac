--TEST--
N forms
--FILE--
<?php
var_dump(unserialize('N;'));
var_dump(unserialize('N'));
var_dump(unserialize('n;'));
--EXPECTF--
NULL

Notice: unserialize(): Error at offset 0 of 1 bytes in %s on line 3
bool(false)

Notice: unserialize(): Error at offset 0 of 2 bytes in %s on line 4
bool(false)
