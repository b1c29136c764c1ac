--TEST--
named arguments to methods and constructors
--FILE--
<?php
class P { function __construct(public $x = 0, public $y = 0) {} function sum(int $a, int $b = 10) { return $a + $b + $this->x + $this->y; } }
$p = new P(y: 5); echo $p->sum(b: 1, a: 2), "\n";
--EXPECT--
8
