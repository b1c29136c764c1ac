--TEST--
$closure(...) returns the same Closure
--FILE--
<?php
$c = function($x) { return $x * 2; };
$d = $c(...);
var_dump($d === $c, $d(4));
$s = "strtolower";
$e = $s(...);
var_dump($e("ABC"), $e === $s(...));
--EXPECT--
bool(true)
int(8)
string(3) "abc"
bool(false)
