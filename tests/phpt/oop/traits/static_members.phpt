--TEST--
static properties and methods in traits are per using class
--FILE--
<?php
trait Counter { public static $count = 0; static function inc() { return ++static::$count; } }
class A { use Counter; }
class B { use Counter; }
A::inc(); A::inc(); B::inc();
echo A::$count, B::$count, "\n";
--EXPECT--
21
