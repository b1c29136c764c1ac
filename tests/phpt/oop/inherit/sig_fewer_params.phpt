--TEST--
child method with fewer parameters than the parent is fatal
--FILE--
<?php
class A { function f($a, $b) {} }
class B extends A { function f($a) {} }
--EXPECTF--

Fatal error: Declaration of B::f($a) must be compatible with A::f($a, $b) in %s on line 3
