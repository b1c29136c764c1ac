--TEST--
Assignment is an expression
--FILE--
<?php
$a = ($b = 3) + 1;
var_dump($a, $b);
$x = $y = $z = "same";
var_dump($x, $y, $z);
--EXPECT--
int(4)
int(3)
string(4) "same"
string(4) "same"
string(4) "same"
