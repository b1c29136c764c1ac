--TEST--
Locals are destroyed when the function returns
--FILE--
<?php
class D { function __construct(public $n) { echo "make {$this->n}\n"; } function __destruct() { echo "destroy {$this->n}\n"; } }
function f() { $x = new D('local'); echo "in f\n"; }
f();
echo "after f\n";
function g() { $x = new D('returned'); return $x; }
$r = g();
echo "kept\n";
--EXPECT--
make local
in f
destroy local
after f
make returned
kept
destroy returned
