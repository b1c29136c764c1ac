--TEST--
get_parent_class with objects, strings, no parent and no argument
--FILE--
<?php
class A { function p() { return get_parent_class(); } } class B extends A {}
var_dump(get_parent_class(new B), get_parent_class('B'), get_parent_class('A'), (new B)->p(), get_parent_class('Nope'));
--EXPECTF--

Fatal error: Uncaught TypeError: get_parent_class(): Argument #1 ($object_or_class) must be an object or a valid class name, string given in %s:3
Stack trace:
#0 %s(3): get_parent_class('Nope')
#1 {main}
  thrown in %s on line 3
