--TEST--
get_parent_class with objects, strings, no parent and no argument
--FILE--
<?php
class A { function p() { return get_parent_class(); } } class B extends A {}
var_dump(get_parent_class(new B), get_parent_class('B'), get_parent_class('A'), (new B)->p(), false);
try { get_parent_class('Nope'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
string(1) "A"
string(1) "A"
bool(false)
bool(false)
bool(false)
get_parent_class(): Argument #1 ($object_or_class) must be an object or a valid class name, string given
