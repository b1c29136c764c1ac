--TEST--
abstract method with a body is a fatal error
--FILE--
<?php
abstract class A { abstract function f() { return 1; } }
echo "not reached\n";
--EXPECTF--

Fatal error: Abstract function A::f() cannot contain body in %s on line 2
