--TEST--
hasMethod/getMethod are case-insensitive
--FILE--
<?php
class A { function doThing() {} private function secret() {} }
class B extends A {}
$r = new ReflectionClass('B');
var_dump($r->hasMethod('dothing'), $r->hasMethod('DOTHING'), $r->hasMethod('secret'), $r->hasMethod('nope'));
$m = $r->getMethod('DoThing');
echo $m->name, ' ', $m->class, "\n";
try { $r->getMethod('nope'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
var_dump((new ReflectionClass('A'))->hasMethod('secret'));
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(false)
doThing A
Method B::nope() does not exist
bool(true)
