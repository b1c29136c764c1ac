--TEST--
sort() resets the internal pointer
--FILE--
<?php
$a = [3, 1, 2];
next($a);
next($a);
sort($a);
var_dump(current($a), key($a));
--EXPECT--
int(1)
int(0)
