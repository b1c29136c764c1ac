--TEST--
access to undeclared static properties throws Error
--FILE--
<?php
class A {}
try { echo A::$nope; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { A::$nope = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump(isset(A::$nope));
--EXPECT--
Access to undeclared static property A::$nope
Access to undeclared static property A::$nope
bool(false)
