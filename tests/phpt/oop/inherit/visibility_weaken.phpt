--TEST--
overriding a public method as protected is fatal
--FILE--
<?php
class A { public function f() {} }
class B extends A { protected function f() {} }
--EXPECTF--

Fatal error: Access level to B::f() must be public (as in class A) in %s on line 3
