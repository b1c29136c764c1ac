--TEST--
parent:: call
--FILE--
<?php
class A { function f($x) { return $x * 2; } }
class B extends A { function f($x) { return parent::f($x) + 1; } }
echo (new B)->f(5), "\n";
--EXPECT--
11
