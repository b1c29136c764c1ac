--TEST--
ReflectionMethod getClosure
--FILE--
<?php
class A { private $v = 'private value'; function get($suffix) { return $this->v . $suffix; } static function st($x) { return static::class . $x; } }
class B extends A {}
$f = (new ReflectionMethod('A', 'get'))->getClosure(new A);
var_dump($f('!'));
$g = (new ReflectionMethod('B', 'st'))->getClosure();
var_dump($g('?'));
var_dump($f instanceof Closure);
?>
--EXPECT--
string(14) "private value!"
string(2) "A?"
bool(true)
