--TEST--
is_a and is_subclass_of with objects, strings and allow_string
--FILE--
<?php
interface I {} class A implements I {} class B extends A {}
$b = new B;
var_dump(is_a($b, 'A'), is_a($b, 'I'), is_a($b, 'B'), is_a('B', 'A'), is_a('B', 'A', true), is_a($b, 'b'));
var_dump(is_subclass_of($b, 'B'), is_subclass_of($b, 'A'), is_subclass_of('B', 'I'), is_subclass_of('B', 'A', false), is_subclass_of('A', 'I'));
var_dump(is_a(null, 'A'), is_a($b, 'Missing'), is_subclass_of('Missing', 'A'));
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
bool(true)
bool(false)
bool(false)
bool(false)
