--TEST--
bindTo with an object as new scope uses that object's class
--FILE--
<?php
class A { private $x = 'A::x'; }
class B { private $x = 'B::x'; }
$f = function () { return $this->x; };
var_dump($f->bindTo(new A, new A)());
var_dump($f->bindTo(new B, 'B')());
var_dump($f->bindTo(new B, 'static')->call(new A));
--EXPECT--
string(4) "A::x"
string(4) "B::x"
string(4) "A::x"
