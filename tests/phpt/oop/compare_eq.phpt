--TEST--
== and === on objects
--FILE--
<?php
class A { public $x; function __construct($x) { $this->x = $x; } }
$a = new A(1); $b = new A(1); $c = new A(2);
var_dump($a == $b, $a === $b, $a == $c, $a === $a);
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(true)
