--TEST--
constant() with class constants and static::CONST late binding
--FILE--
<?php
class A { const NAME = 'a'; function n() { return static::NAME . self::NAME; } }
class B extends A { const NAME = 'b'; }
echo (new A)->n(), (new B)->n(), "\n";
echo constant('B::NAME'), constant(B::class . '::NAME'), "\n";
var_dump(defined('B::NAME'), defined('B::NOPE'));
--EXPECT--
aaba
bb
bool(true)
bool(false)
