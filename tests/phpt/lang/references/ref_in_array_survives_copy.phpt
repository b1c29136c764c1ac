--TEST--
A reference inside an array survives array copies
--FILE--
<?php
$x = 1;
$a = [&$x, 2];
$b = $a;
$b[0] = 'changed';
var_dump($x, $a[0]);
--EXPECT--
string(7) "changed"
string(7) "changed"
