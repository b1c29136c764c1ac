--TEST--
__CLASS__, __METHOD__, __FUNCTION__
--FILE--
<?php
class A { function f() { return __CLASS__ . ' ' . __METHOD__ . ' ' . __FUNCTION__; } }
echo (new A)->f(), "\n";
--EXPECT--
A A::f f
