--TEST--
abstract class may leave interface methods to its children
--FILE--
<?php
interface I { function f(); function g(); }
abstract class A implements I { function f() { return "f"; } }
class B extends A { function g() { return "g"; } }
echo (new B)->f(), (new B)->g(), "\n";
--EXPECT--
fg
