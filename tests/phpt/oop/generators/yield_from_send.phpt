--TEST--
generator: yield from with send passes values to the inner generator
--FILE--
<?php
function inner() { $a = yield 1; echo "inner got $a\n"; $b = yield 2; echo "inner got $b\n"; return 7; }
function outer() { $r = yield from inner(); echo "r=$r\n"; $c = yield 3; echo "outer got $c\n"; }
$g = outer();
var_dump($g->current());
var_dump($g->send("p"));
var_dump($g->send("q"));
var_dump($g->send("s"));
var_dump($g->valid());
--EXPECT--
int(1)
inner got p
int(2)
inner got q
r=7
int(3)
outer got s
NULL
bool(false)
