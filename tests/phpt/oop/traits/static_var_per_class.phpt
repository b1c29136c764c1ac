--TEST--
static variables in trait methods are separate per using class
--FILE--
<?php
trait T { function n() { static $c = 0; return ++$c; } }
class A { use T; } class B { use T; }
$a = new A; $b = new B;
echo $a->n(), $a->n(), $b->n(), (new A)->n(), "\n";
--EXPECT--
1213
