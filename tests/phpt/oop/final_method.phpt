--TEST--
cannot override final method
--FILE--
<?php
class A { final function f() {} }
class B extends A { function f() {} }
--EXPECTF--

Fatal error: Cannot override final method A::f() in %s on line 3
