--TEST--
protected method call error
--FILE--
<?php
class A { protected function f() {} }
try { (new A)->f(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Call to protected method A::f() from global scope
