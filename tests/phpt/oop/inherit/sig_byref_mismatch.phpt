--TEST--
by-reference mismatch between parent and child parameters is fatal
--FILE--
<?php
class A { function f(&$x) {} }
class B extends A { function f($x) {} }
--EXPECTF--

Fatal error: Declaration of B::f($x) must be compatible with A::f(&$x) in %s on line 3
