--TEST--
foreach does not move the pointer
--FILE--
<?php
$a = [1, 2, 3];
next($a);
foreach ($a as $v) {}
var_dump(current($a));
--EXPECT--
int(2)
