--TEST--
overriding a final method is fatal
--FILE--
<?php
class A { final public function f() {} }
class B extends A { public function f() {} }
--EXPECTF--

Fatal error: Cannot override final method A::f() in %s on line 3
