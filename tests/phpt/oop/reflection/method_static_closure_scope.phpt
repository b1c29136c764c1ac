--TEST--
ReflectionMethod on static/instance with late static binding
--FILE--
<?php
class A { static function who() { return static::class; } }
class B extends A {}
var_dump((new ReflectionMethod('B', 'who'))->invoke(null));
var_dump((new ReflectionMethod('A', 'who'))->invoke(null));
?>
--EXPECT--
string(1) "B"
string(1) "A"
