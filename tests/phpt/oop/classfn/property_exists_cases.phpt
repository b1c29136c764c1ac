--TEST--
property_exists for declared, private, static, dynamic and magic properties
--FILE--
<?php
class A { private $priv; public static $st; public int $typed; function __get($n) { return 1; } }
$a = new A; $a->dyn = 1;
var_dump(property_exists('A', 'priv'), property_exists('A', 'st'), property_exists('A', 'typed'), property_exists($a, 'dyn'), property_exists('A', 'dyn'), property_exists($a, 'magic'), property_exists('Nope', 'x'));
--EXPECTF--

Deprecated: Creation of dynamic property A::$dyn is deprecated in %s on line 3
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
