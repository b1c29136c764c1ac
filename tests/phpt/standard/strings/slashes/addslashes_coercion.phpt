--TEST--
addslashes of a number
--FILE--
<?php
var_dump(addslashes(12.5), addslashes(true));
--EXPECT--
string(4) "12.5"
string(1) "1"
