--TEST--
is_a and is_subclass_of
--FILE--
<?php
class A {} class B extends A {}
var_dump(is_a(new B, 'A'), is_a(new A, 'B'), is_subclass_of(new B, 'A'), is_subclass_of(new A, 'A'), is_a('B', 'A', true));
--EXPECT--
bool(true)
bool(false)
bool(true)
bool(false)
bool(true)
