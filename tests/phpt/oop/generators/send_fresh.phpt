--TEST--
generator: send() on a fresh generator runs to the first yield first
--FILE--
<?php
function g() { echo "start\n"; $x = yield 1; echo "x=$x\n"; $y = yield 2; echo "y=$y\n"; }
$g = g();
var_dump($g->send("first"));
var_dump($g->current());
--EXPECT--
start
x=first
int(2)
int(2)
