--TEST--
making a static method non-static in a child is fatal
--FILE--
<?php
class A { static function f() {} }
class B extends A { function f() {} }
--EXPECTF--

Fatal error: Cannot make static method A::f() non static in class B in %s on line 3
