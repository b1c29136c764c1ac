--TEST--
Closures as WeakMap keys
--FILE--
<?php
$m = new WeakMap;
$f = fn() => 1;
$m[$f] = 'closure';
var_dump(count($m), $m[$f]);
unset($f);
var_dump(count($m));
--EXPECT--
int(1)
string(7) "closure"
int(0)
