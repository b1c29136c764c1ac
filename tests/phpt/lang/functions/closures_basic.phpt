--TEST--
Closures capture by value with use
--FILE--
<?php
$x = 1;
$f = function ($y) use ($x) { return $x + $y; };
$x = 100;
var_dump($f(1));
$g = function () use (&$x) { $x++; };
$g();
var_dump($x);
--EXPECT--
int(2)
int(101)
