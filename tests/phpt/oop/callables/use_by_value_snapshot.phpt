--TEST--
Closure use by value captures the value at creation time
--FILE--
<?php
$x = 1;
$f = function () use ($x) { return $x; };
$x = 2;
var_dump($f());
$arr = [1, 2];
$g = function () use ($arr) { $arr[] = 3; return count($arr); };
var_dump($g(), $g(), count($arr));
$o = new stdClass; $o->v = 1;
$h = function () use ($o) { $o->v++; };
$h(); $h();
var_dump($o->v);
--EXPECT--
int(1)
int(3)
int(3)
int(2)
int(3)
