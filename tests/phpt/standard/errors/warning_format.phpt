--TEST--
the standard warning format with line numbers
--FILE--
<?php
$a = [1];

echo $a[5];
echo "\n";
echo intdiv(4, 2), "\n";
echo $b;
--EXPECTF--

Warning: Undefined array key 5 in %s on line 4

2

Warning: Undefined variable $b in %s on line 7
