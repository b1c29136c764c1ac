--TEST--
is_callable with __call and __callStatic
--FILE--
<?php
class A { function __call($n, $a) {} }
class B { static function __callStatic($n, $a) {} }
class C { function __call($n, $a) {} static function __callStatic($n, $a) {} }
var_dump(is_callable([new A, 'anything']));
var_dump(is_callable(['A', 'anything']));
var_dump(is_callable(['B', 'anything']));
var_dump(is_callable([new B, 'anything']));
var_dump(is_callable('C::x'));
--EXPECT--
bool(true)
bool(false)
bool(true)
bool(false)
bool(true)
