--TEST--
get_class and get_parent_class
--FILE--
<?php
class A {} class B extends A {}
echo get_class(new B), ' ', get_parent_class(new B), "\n"; var_dump(get_parent_class(new A));
--EXPECT--
B A
bool(false)
