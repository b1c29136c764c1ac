--TEST--
Interpolating an array gives Array with a warning
--FILE--
<?php
$a = [1, 2];
echo "value: $a\n";
$s = "x" . $a;
var_dump($s);
--EXPECTF--

Warning: Array to string conversion in %s on line 3
value: Array

Warning: Array to string conversion in %s on line 4
string(6) "xArray"
