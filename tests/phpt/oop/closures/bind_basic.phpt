--TEST--
Closure::bind gives a closure a new $this and scope
--FILE--
<?php
class A { private $x = 1; }
$f = function() { return $this->x; };
$g = Closure::bind($f, new A, A::class);
var_dump($g());
$h = $f->bindTo(new A, "A");
var_dump($h());
--EXPECT--
int(1)
int(1)
