--TEST--
echo with several arguments and print return value
--FILE--
<?php
echo "a", "b", "c", "\n";
$r = print "printed\n";
var_dump($r);
print("paren\n");
--EXPECT--
abc
printed
int(1)
paren
