--TEST--
bindTo with "static" keeps the current scope
--FILE--
<?php
class A { private $p = "a"; function get() { return function() { return static::class . self::class; }; } }
class B extends A {}
$c = (new B)->get();
echo $c(), "\n";
$d = $c->bindTo(new A, "static");
echo $d(), "\n";
$e = $c->bindTo(new B);
echo $e(), "\n";
--EXPECT--
BA
AA
BA
