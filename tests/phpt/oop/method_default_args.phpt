--TEST--
method default arguments
--FILE--
<?php
class A { function f($a, $b = 2, ...$rest) { return $a + $b + count($rest); } }
$o = new A; echo $o->f(1), ' ', $o->f(1, 5), ' ', $o->f(1, 1, 1, 1), "\n";
--EXPECT--
3 6 4
