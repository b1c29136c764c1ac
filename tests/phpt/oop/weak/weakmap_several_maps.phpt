--TEST--
One object as key in several WeakMaps
--FILE--
<?php
$m1 = new WeakMap; $m2 = new WeakMap;
$o = new stdClass;
$m1[$o] = 1; $m2[$o] = 2;
$w = WeakReference::create($o);
var_dump(count($m1), count($m2));
$o = null;
var_dump(count($m1), count($m2), $w->get());
--EXPECT--
int(1)
int(1)
int(0)
int(0)
NULL
