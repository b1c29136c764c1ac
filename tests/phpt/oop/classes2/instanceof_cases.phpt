--TEST--
instanceof with classes, interfaces, strings, objects, non-objects
--FILE--
<?php
interface I {}
class A implements I {}
class B extends A {}
$b = new B;
$cn = 'A';
$other = new A;
var_dump($b instanceof B, $b instanceof A, $b instanceof I, $b instanceof stdClass);
var_dump($b instanceof $cn, $b instanceof $other, $other instanceof $b);
var_dump("B" instanceof B, null instanceof A, 5 instanceof A);
var_dump($b instanceof Undefined);
var_dump(!$b instanceof A);
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
