--TEST--
Closures take no properties and equal only themselves
--FILE--
<?php
$f = function() {};
try { $f->x = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump(isset($f->x));
$g = clone $f;
var_dump($g == $f, $g === $f, $f == $f);
$h = fn() => 1;
var_dump($h == $f);
--EXPECT--
Cannot create dynamic property Closure::$x
bool(false)
bool(false)
bool(false)
bool(true)
bool(false)
