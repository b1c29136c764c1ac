--TEST--
get_class with and without argument, in methods and on non-objects
--FILE--
<?php
class A { function f() { return get_class(); } function g() { return get_class($this); } }
class B extends A {}
var_dump((new B)->f(), (new B)->g(), get_class(new B));
try { get_class(5); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { get_class(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
string(1) "A"
string(1) "B"
string(1) "B"
get_class(): Argument #1 ($object) must be of type object, int given
get_class() without arguments must be called from within a class
