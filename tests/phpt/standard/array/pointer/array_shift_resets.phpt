--TEST--
array_shift() resets the pointer
--FILE--
<?php
$a = [1, 2, 3];
next($a);
next($a);
array_shift($a);
var_dump(current($a));
--EXPECT--
int(2)
