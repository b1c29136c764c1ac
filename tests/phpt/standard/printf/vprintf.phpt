--TEST--
vprintf prints and returns the length
--FILE--
<?php
$n = vprintf("%d apples and %s\n", [3, 'pears']);
var_dump($n);
--EXPECT--
3 apples and pears
int(19)
