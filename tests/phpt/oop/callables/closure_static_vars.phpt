--TEST--
Static variables in closures are per closure object
--FILE--
<?php
function make() { return function () { static $n = 0; return ++$n; }; }
$a = make(); $b = make();
var_dump($a(), $a(), $b());
$c = clone $a;
var_dump($c(), $a());
--EXPECT--
int(1)
int(2)
int(1)
int(3)
int(3)
