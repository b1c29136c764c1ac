--TEST--
static:: through parent:: keeps the called class
--FILE--
<?php
class A { static function make() { return static::class; } }
class B extends A { static function make() { return parent::make(); } }
echo B::make(), "\n";
--EXPECT--
B
