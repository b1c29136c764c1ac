--TEST--
bindTo takes an object as the new scope
--FILE--
<?php
class A { private $p = "pa"; }
class B { private $p = "pb"; }
$f = function($o) { return $o->p; };
$g = $f->bindTo(null, new B);
var_dump($g(new B));
$h = $f->bindTo(null, new A);
var_dump($h(new A));
--EXPECT--
string(2) "pb"
string(2) "pa"
