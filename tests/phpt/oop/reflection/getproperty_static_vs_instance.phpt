--TEST--
getProperty of static and instance properties
--FILE--
<?php
class C { public static $s = 1; public $i = 2; }
$r = new ReflectionClass('C');
var_dump($r->getProperty('s')->isStatic(), $r->getProperty('i')->isStatic());
var_dump($r->getProperty('s')->getValue(), $r->getProperty('i')->getValue(new C));
var_dump($r->getProperty('s')->getModifiers(), $r->getProperty('i')->getModifiers());
?>
--EXPECT--
bool(true)
bool(false)
int(1)
int(2)
int(17)
int(1)
