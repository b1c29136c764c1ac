--TEST--
current() after modifying an element
--FILE--
<?php
$a = [1, 2];
next($a);
$a[1] = 'changed';
var_dump(current($a));
--EXPECT--
string(7) "changed"
