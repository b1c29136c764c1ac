--TEST--
static properties shared with child
--FILE--
<?php
class A { static $n = 0; static function inc() { static::$n++; } }
class B extends A {}
B::inc(); A::inc(); echo A::$n, B::$n, "\n";
--EXPECT--
22
