--TEST--
child class leaving an inherited abstract method unimplemented is fatal
--FILE--
<?php
abstract class A { abstract function f(); abstract function g(); }
class B extends A { function f() {} }
echo "not reached\n";
--EXPECTF--

Fatal error: Class B contains 1 abstract method and must therefore be declared abstract or implement the remaining methods (A::g) in %s on line 3
