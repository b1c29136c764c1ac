--TEST--
string conversion of float values in interpolation
--FILE--
<?php
$f = 2.50;
$g = 1e22;
echo "f=$f g=$g\n";
echo "n=" . -1.0E-10 . "\n";
--EXPECT--
f=2.5 g=1.0E+22
n=-1.0E-10
