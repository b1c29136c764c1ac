--TEST--
implementing an interface method as protected is fatal
--FILE--
<?php
interface I { function f(); }
class C implements I { protected function f() {} }
--EXPECTF--

Fatal error: Access level to C::f() must be public (as in class I) in %s on line 3
