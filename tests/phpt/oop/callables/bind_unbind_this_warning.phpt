--TEST--
Unbinding $this from a closure that uses $this warns
--FILE--
<?php
class A { function get() { return function () { return $this; }; } }
$f = (new A)->get();
$g = $f->bindTo(null);
var_dump($g);
class B { function get() { return function () { return 1; }; } }
$h = (new B)->get()->bindTo(null);
var_dump($h());
--EXPECTF--

Warning: Cannot unbind $this of closure using $this in %s on line 4
NULL
int(1)
