--TEST--
static:: in instance methods follows the object's class
--FILE--
<?php
class A { function who() { return static::class; } function mk() { return new static; } }
class B extends A {}
$b = new B;
echo $b->who(), get_class($b->mk()), "\n";
$f = function () { return static::class; };
echo Closure::bind($f, null, B::class)(), "\n";
--EXPECT--
BB
B
