--TEST--
pos() is current()
--FILE--
<?php
$a = [7, 8];
next($a);
var_dump(pos($a));
--EXPECT--
int(8)
