--TEST--
eval without return gives null
--FILE--
<?php
var_dump(eval(''));
var_dump(eval('1 + 1;'));
--EXPECT--
bool(false)
NULL
