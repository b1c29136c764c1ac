--TEST--
Captured variables survive bindTo; references stay shared
--FILE--
<?php
class A { public $k = 10; }
$x = 1; $y = 2;
$f = function() use ($x, &$y) { return $this->k + $x + $y; };
$g = $f->bindTo(new A);
$y = 100;
var_dump($g());
$x = 50;
var_dump($g());
--EXPECT--
int(111)
int(111)
