--TEST--
Unbinding $this of a closure that uses $this warns
--FILE--
<?php
class A { public $x = 5; function get() { return function() { return $this->x; }; } function other() { return function() { return 7; }; } }
$c = (new A)->get();
var_dump($c->bindTo(null));
$d = (new A)->other();
$e = $d->bindTo(null);
var_dump($e());
--EXPECTF--

Warning: Cannot unbind $this of closure using $this in %s on line 4
NULL
int(7)
