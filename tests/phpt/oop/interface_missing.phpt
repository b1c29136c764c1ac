--TEST--
interface method not implemented
--FILE--
<?php
interface I { function f(); function g(); }
class B implements I {}
echo 'no';
--EXPECTF--

Fatal error: Class B contains 2 abstract methods and must therefore be declared abstract or implement the remaining methods (I::f, I::g) in %s on line 3
