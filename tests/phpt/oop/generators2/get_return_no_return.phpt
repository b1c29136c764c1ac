--TEST--
getReturn() is null for a generator without return and works for an empty one
--FILE--
<?php
function g() { yield 1; }
$gen = g(); foreach ($gen as $_) {}
var_dump($gen->getReturn());
function e() { return 5; yield; }
$e = e();
var_dump($e->valid(), $e->getReturn());
--EXPECT--
NULL
bool(false)
int(5)
