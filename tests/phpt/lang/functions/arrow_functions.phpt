--TEST--
Arrow functions capture by value automatically
--FILE--
<?php
$m = 3;
$f = fn($x) => $x * $m;
var_dump($f(2));
$nested = fn($a) => fn($b) => $a + $b + $m;
var_dump($nested(1)(2));
--EXPECT--
int(6)
int(6)
