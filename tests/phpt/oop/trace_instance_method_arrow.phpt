--TEST--
Stack traces show instance methods as Class->method() and static ones as Class::method()
--FILE--
<?php
class A { function f() { throw new Exception("x"); } static function s() { (new A)->f(); } }
class C extends A {}
function g() { C::s(); }
try { g(); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
class B { function __construct() { throw new Exception("y"); } }
try { new B; } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
?>
--EXPECTF--
#0 %s(2): A->f()
#1 %s(4): A::s()
#2 %s(5): g()
#3 {main}
#0 %s(7): B->__construct()
#1 {main}
