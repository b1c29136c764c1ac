--TEST--
__invoke: calling an object as a function
--FILE--
<?php
class Mul { public $n = 3; function __invoke($x, $y = 1) { return $x * $y * $this->n; } }
$m = new Mul;
var_dump($m(2));
var_dump($m(2, 5));
$f = $m;
var_dump($f(1));
--EXPECT--
int(6)
int(30)
int(3)
