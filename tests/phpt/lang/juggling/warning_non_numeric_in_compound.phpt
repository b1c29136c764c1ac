--TEST--
Compound assignment with leading-numeric string warns
--FILE--
<?php
$x = 10;
$x += "5 dollars";
var_dump($x);
$y = "3 cats";
$y *= 2;
var_dump($y);
--EXPECTF--

Warning: A non-numeric value encountered in %s on line 3
int(15)

Warning: A non-numeric value encountered in %s on line 6
int(6)
