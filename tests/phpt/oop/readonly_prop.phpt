--TEST--
readonly property
--FILE--
<?php
class A { public function __construct(public readonly int $x) {} }
$a = new A(1); echo $a->x, "\n"; try { $a->x = 2; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
1
Cannot modify readonly property A::$x
