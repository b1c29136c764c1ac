--TEST--
Array used as string or number
--FILE--
<?php
$a = [1];
echo $a, "\n";
var_dump((bool)$a, (int)$a, (float)[]);
--EXPECTF--

Warning: Array to string conversion in %s on line 3
Array
bool(true)
int(1)
float(0)
