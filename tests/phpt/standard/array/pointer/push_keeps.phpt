--TEST--
array_push() keeps the pointer
--FILE--
<?php
$a = [1, 2];
next($a);
array_push($a, 3);
var_dump(current($a));
--EXPECT--
int(2)
