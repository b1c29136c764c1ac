--TEST--
Cloning a WeakMap copies its entries
--FILE--
<?php
$m = new WeakMap;
$o = new stdClass;
$m[$o] = 'v';
$c = clone $m;
$c[$o] = 'changed';
var_dump($m[$o], $c[$o], count($c));
unset($o);
var_dump(count($m), count($c));
--EXPECT--
string(1) "v"
string(7) "changed"
int(1)
int(0)
int(0)
