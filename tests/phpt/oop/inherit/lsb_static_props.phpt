--TEST--
static:: resolves static properties in the called class
--FILE--
<?php
class A { public static $name = 'A'; static function get() { return static::$name . self::$name; } }
class B extends A { public static $name = 'B'; }
echo A::get(), B::get(), "\n";
B::$name = 'B2';
echo A::get(), B::get(), A::$name, "\n";
--EXPECT--
AABA
AAB2AA
