--TEST--
print used inside an expression
--FILE--
<?php
$x = 1 + print "p";
echo "\n", $x, "\n";
true and print "and-side\n";
false or print "or-side\n";
--EXPECT--
p
2
and-side
or-side
