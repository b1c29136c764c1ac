--TEST--
abstract method not implemented
--FILE--
<?php
abstract class A { abstract function f(); }
class B extends A {}
echo 'no';
--EXPECTF--

Fatal error: Class B contains 1 abstract method and must therefore be declared abstract or implement the remaining methods (A::f) in %s on line 3
