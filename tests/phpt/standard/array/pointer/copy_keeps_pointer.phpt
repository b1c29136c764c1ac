--TEST--
a copy keeps the pointer position
--FILE--
<?php
$a = [1, 2, 3];
next($a);
$b = $a;
var_dump(current($b));
next($b);
var_dump(current($a), current($b));
--EXPECT--
int(2)
int(2)
int(3)
