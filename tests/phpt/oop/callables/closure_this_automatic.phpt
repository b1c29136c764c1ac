--TEST--
A closure created in a method binds $this automatically
--FILE--
<?php
class Counter {
    private $n = 0;
    function incrementer() { return function () { return ++$this->n; }; }
    function get() { return $this->n; }
}
$c = new Counter;
$i = $c->incrementer();
$i(); $i(); $i();
var_dump($c->get());
$r = new ReflectionFunction($i);
var_dump($r->getClosureThis() === $c);
var_dump($r->getClosureScopeClass()->getName());
--EXPECT--
int(3)
bool(true)
string(7) "Counter"
