--TEST--
using a trait with an unimplemented abstract method is fatal
--FILE--
<?php
trait T { abstract function name(): string; }
class A { use T; }
--EXPECTF--

Fatal error: Class A contains 1 abstract method and must therefore be declared abstract or implement the remaining methods (A::name) in %s on line 3
