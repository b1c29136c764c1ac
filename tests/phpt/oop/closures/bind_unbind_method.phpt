--TEST--
Unbinding $this of a closure made from a method warns
--FILE--
<?php
class A { public $v = 3; function m() { return $this->v; } }
$m = (new A)->m(...);
var_dump($m->bindTo(null));
$m2 = Closure::fromCallable([new A, "m"]);
var_dump($m2->bindTo(null));
echo $m2(), "\n";
--EXPECTF--

Warning: Cannot unbind $this of method in %s on line 4
NULL

Warning: Cannot unbind $this of method in %s on line 6
NULL
3
