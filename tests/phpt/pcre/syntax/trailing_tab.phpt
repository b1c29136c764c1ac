--TEST--
a tab after the delimiter is an unknown modifier
--FILE--
<?php
var_dump(preg_match("/a/\t", 'a'));
var_dump(preg_last_error());
--EXPECTF--

Warning: preg_match(): Unknown modifier '	' in %s on line 2
bool(false)
int(1)
