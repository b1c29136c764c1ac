--TEST--
getrandmax and mt_getrandmax
--FILE--
<?php
var_dump(getrandmax(), mt_getrandmax());
--EXPECT--
int(2147483647)
int(2147483647)
