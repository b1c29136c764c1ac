--TEST--
non-abstract class declaring an abstract method is fatal
--FILE--
<?php
class A { abstract function f(); }
echo "not reached\n";
--EXPECTF--

Fatal error: Class A contains 1 abstract method and must therefore be declared abstract or implement the remaining methods (A::f) in %s on line 2
