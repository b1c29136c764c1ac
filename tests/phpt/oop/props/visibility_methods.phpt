--TEST--
php's messages for private and protected method calls
--FILE--
<?php
class A { private function p() {} protected function q() {} private static function s() {} }
class B extends A { function callP() { return $this->p(); } }
$a = new A;
foreach ([fn() => $a->p(), fn() => $a->q(), fn() => A::s(), fn() => (new B)->callP(), fn() => $a->nope(), fn() => A::nope()] as $f) {
    try { $f(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
}
--EXPECT--
Call to private method A::p() from global scope
Call to protected method A::q() from global scope
Call to private method A::s() from global scope
Call to private method A::p() from scope B
Call to undefined method A::nope()
Call to undefined method A::nope()
