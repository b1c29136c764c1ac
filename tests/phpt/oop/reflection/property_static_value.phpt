--TEST--
ReflectionProperty on static properties
--FILE--
<?php
class A { private static $count = 3; public static array $list = []; }
$p = new ReflectionProperty('A', 'count');
var_dump($p->getValue());
$p->setValue(10);
var_dump($p->getValue());
$p->setValue(null, 11);
var_dump($p->getValue());
$l = new ReflectionProperty('A', 'list');
try { $l->setValue('x'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
int(3)
int(10)
int(11)
Cannot assign string to property A::$list of type array
