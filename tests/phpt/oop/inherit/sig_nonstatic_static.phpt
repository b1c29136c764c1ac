--TEST--
making a non-static method static in a child is fatal
--FILE--
<?php
class A { function f() {} }
class B extends A { static function f() {} }
--EXPECTF--

Fatal error: Cannot make non static method A::f() static in class B in %s on line 3
