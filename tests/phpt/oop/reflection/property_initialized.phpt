--TEST--
isInitialized
--FILE--
<?php
class A { public int $typed; public ?int $withDefault = null; public $untyped; public static int $st; }
$o = new A;
$r = new ReflectionClass('A');
foreach (['typed', 'withDefault', 'untyped'] as $n) var_dump($r->getProperty($n)->isInitialized($o));
$o->typed = 1;
unset($o->untyped);
var_dump($r->getProperty('typed')->isInitialized($o), $r->getProperty('untyped')->isInitialized($o));
var_dump($r->getProperty('st')->isInitialized());
?>
--EXPECT--
bool(false)
bool(true)
bool(true)
bool(true)
bool(false)
bool(false)
