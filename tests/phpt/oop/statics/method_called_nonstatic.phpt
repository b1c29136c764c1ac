--TEST--
calling a non-static method statically throws Error
--FILE--
<?php
class A { function f() { return "f"; } static function s() { return "s"; } }
try { A::f(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$a = new A;
echo $a->s(), $a::s(), "\n";
--EXPECT--
Non-static method A::f() cannot be called statically
ss
