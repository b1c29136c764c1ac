--TEST--
WeakMap and WeakReference take no dynamic properties; WeakReference cannot be cloned
--FILE--
<?php
$m = new WeakMap;
$o = new stdClass;
try { $m->foo = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$w = WeakReference::create($o);
try { $w->x = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { clone $w; } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump($m == new WeakMap, $w == WeakReference::create($o));
var_dump(json_encode($m), (array)$m);
--EXPECT--
Cannot create dynamic property WeakMap::$foo
Cannot create dynamic property WeakReference::$x
Trying to clone an uncloneable object of class WeakReference
bool(true)
bool(true)
string(2) "{}"
array(0) {
}
