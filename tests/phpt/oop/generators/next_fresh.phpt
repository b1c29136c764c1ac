--TEST--
generator: next() on a fresh generator lands on the second yield
--FILE--
<?php
function g() { echo "a\n"; yield 1; echo "b\n"; yield 2; echo "c\n"; }
$g = g();
$g->next();
var_dump($g->current(), $g->key());
$g->next();
var_dump($g->valid(), $g->current(), $g->key());
--EXPECT--
a
b
int(2)
int(1)
c
bool(false)
NULL
NULL
