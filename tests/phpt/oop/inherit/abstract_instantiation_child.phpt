--TEST--
abstract child of a concrete class
--FILE--
<?php
class A { function f() { return 1; } }
abstract class B extends A { abstract function g(); }
class C extends B { function g() { return 2; } }
echo (new C)->f() + (new C)->g(), "\n";
try { new B; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
3
Cannot instantiate abstract class B
