--TEST--
undeclared static property
--FILE--
<?php
class A {}
try { echo A::$x; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Access to undeclared static property A::$x
