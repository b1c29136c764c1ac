--TEST--
sprintf ignores the l length modifier
--FILE--
<?php
var_dump(sprintf('%ld', 42));
var_dump(sprintf('%lu', 42));
--EXPECT--
string(2) "42"
string(2) "42"
