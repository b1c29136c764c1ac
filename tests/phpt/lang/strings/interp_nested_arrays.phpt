--TEST--
Complex interpolation of nested arrays
--FILE--
<?php
$a = ['x' => ['y' => ['z' => 'deep']]];
echo "{$a['x']['y']['z']}\n";
echo "$a[x]\n";
--EXPECTF--
deep

Warning: Array to string conversion in %s on line 4
Array
