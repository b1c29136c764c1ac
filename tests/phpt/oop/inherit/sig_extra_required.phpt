--TEST--
child method adding a required parameter is fatal
--FILE--
<?php
class A { function f($a) {} }
class B extends A { function f($a, $b) {} }
--EXPECTF--

Fatal error: Declaration of B::f($a, $b) must be compatible with A::f($a) in %s on line 3
