--TEST--
readonly init from global scope
--FILE--
<?php
class A { public readonly int $x; }
$a = new A; try { $a->x = 2; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Cannot initialize readonly property A::$x from global scope
