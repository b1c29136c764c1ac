--TEST--
WeakMap through offsetGet/offsetSet/offsetExists and ??
--FILE--
<?php
$m = new WeakMap;
$o = new stdClass;
$m->offsetSet($o, 5);
var_dump($m->offsetGet($o), $m->offsetExists($o), $m->count());
var_dump($m[new stdClass] ?? 'default');
$m->offsetUnset($o);
var_dump($m->count());
--EXPECT--
int(5)
bool(true)
int(1)
string(7) "default"
int(0)
