--TEST--
mt_getrandmax and getrandmax
--FILE--
<?php
var_dump(mt_getrandmax());
var_dump(getrandmax());
--EXPECT--
int(2147483647)
int(2147483647)
