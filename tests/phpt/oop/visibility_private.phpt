--TEST--
private property access error
--FILE--
<?php
class A { private $s = 1; }
try { echo (new A)->s; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Cannot access private property A::$s
