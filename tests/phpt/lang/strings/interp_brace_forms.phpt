--TEST--
Brace interpolation forms
--FILE--
<?php
$v = 'val';
$arr = ['one' => 1];
$fn = 'strtoupper';
echo "{$v}\n";
echo "{$arr['one']}\n";
echo "{ $v}\n";
echo "x{$v}y\n";
echo "\{$v}\n";
--EXPECT--
val
1
{ val}
xvaly
\{val}
