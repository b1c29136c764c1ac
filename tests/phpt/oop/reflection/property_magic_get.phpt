--TEST--
getValue goes through the declared slot
--FILE--
<?php
class A { public $real = 'real'; function __get($n) { return "magic $n"; } }
$o = new A;
$p = new ReflectionProperty('A', 'real');
var_dump($p->getValue($o));
unset($o->real);
var_dump($p->getValue($o));
?>
--EXPECT--
string(4) "real"
string(10) "magic real"
