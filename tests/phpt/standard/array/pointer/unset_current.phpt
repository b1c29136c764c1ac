--TEST--
unsetting the current element moves to the next
--FILE--
<?php
$a = [1, 2, 3];
next($a);
unset($a[1]);
var_dump(current($a), key($a));
--EXPECT--
int(3)
int(2)
