--TEST--
Simple variable interpolation
--FILE--
<?php
$name = "World";
$n = 3;
echo "Hello $name!\n";
echo "n=$n, n+1 is not $n+1\n";
echo "$name's\n";
echo "{$name}s\n";
echo "\$name\n";
echo "$ alone\n";
--EXPECT--
Hello World!
n=3, n+1 is not 3+1
World's
Worlds
$name
$ alone
