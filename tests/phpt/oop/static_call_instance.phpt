--TEST--
non-static method called statically
--FILE--
<?php
class A { function f() {} }
try { A::f(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Non-static method A::f() cannot be called statically
