--TEST--
insteadof naming a trait not used is fatal
--FILE--
<?php
trait A { function f() {} }
trait B { function f() {} }
class C { use A, B { A::f insteadof Z; } }
--EXPECTF--

Fatal error: Could not find trait Z in %s on line 4
