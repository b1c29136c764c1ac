--TEST--
print used inside an expression
--FILE--
<?php
$x = 5 + print "x";
echo "\n";
var_dump($x);
true && print "short-circuit ok\n";
--EXPECT--
x
int(6)
short-circuit ok
