--TEST--
appending after moving past the end
--FILE--
<?php
$a = [1];
next($a);
$a[] = 2;
var_dump(current($a));
--EXPECT--
int(2)
