--TEST--
a reference to an uninitialized nullable typed property starts as null
--FILE--
<?php
class C { public ?int $n; public ?int $m; }
$c = new C;
$r = &$c->n;
var_dump($r, $c->n);
function f(&$x) { $x = "3"; }
f($c->m);
var_dump($c->m);
--EXPECT--
NULL
NULL
int(3)
