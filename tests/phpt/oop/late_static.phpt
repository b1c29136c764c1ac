--TEST--
late static binding
--FILE--
<?php
class A { static function create() { return new static; } static function name() { return static::class; } }
class B extends A {}
echo get_class(B::create()), " ", B::name(), " ", A::name(), "\n";
--EXPECT--
B B A
