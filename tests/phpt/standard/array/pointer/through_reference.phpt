--TEST--
moving the pointer through a reference
--FILE--
<?php
$a = [1, 2];
$r = &$a;
next($r);
var_dump(current($a));
--EXPECT--
int(2)
