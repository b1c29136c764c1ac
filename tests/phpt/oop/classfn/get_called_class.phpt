--TEST--
get_called_class in static and instance contexts
--FILE--
<?php
class A { static function s() { return get_called_class(); } function i() { return get_called_class(); } }
class B extends A {}
var_dump(A::s(), B::s(), (new B)->i());
try { get_called_class(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
string(1) "A"
string(1) "B"
string(1) "B"
get_called_class() must be called from within a class
