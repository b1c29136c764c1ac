--TEST--
Nested arrow functions capture through every level
--FILE--
<?php
$z = 10;
$f = fn($x) => fn($y) => $x + $y + $z;
var_dump($f(1)(2));
$compose = fn(callable ...$fs) => fn($v) => array_reduce($fs, fn($acc, $fn) => $fn($acc), $v);
var_dump($compose(fn($a) => $a + 1, fn($a) => $a * 3)(4));
--EXPECT--
int(13)
int(15)
