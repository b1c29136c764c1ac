--TEST--
generator: send() receives values
--FILE--
<?php
function g() { $x = yield 1; echo "got $x\n"; $y = yield 2; echo "got $y\n"; return 10; }
$g = g();
var_dump($g->current());
var_dump($g->send("A"));
var_dump($g->send("B"));
var_dump($g->valid());
var_dump($g->getReturn());
--EXPECT--
int(1)
got A
int(2)
got B
NULL
bool(false)
int(10)
