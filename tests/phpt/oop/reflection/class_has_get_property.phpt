--TEST--
hasProperty/getProperty
--FILE--
<?php
class A { public $a; private $hidden; protected static $s; }
class B extends A { public $b; }
$r = new ReflectionClass('B');
var_dump($r->hasProperty('a'), $r->hasProperty('b'), $r->hasProperty('hidden'), $r->hasProperty('s'), $r->hasProperty('zz'));
$p = $r->getProperty('a');
echo $p->class, '::', $p->name, "\n";
try { $r->getProperty('zz'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { $r->getProperty('hidden'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
bool(true)
bool(true)
bool(false)
bool(true)
bool(false)
A::a
Property B::$zz does not exist
Property B::$hidden does not exist
