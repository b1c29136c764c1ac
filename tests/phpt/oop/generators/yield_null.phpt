--TEST--
generator: yield as an expression without value and yield null
--FILE--
<?php
function g() { $x = yield; var_dump($x); yield null; }
$g = g();
var_dump($g->key(), $g->current());
$g->send(42);
var_dump($g->key(), $g->current());
--EXPECT--
int(0)
NULL
int(42)
int(1)
NULL
