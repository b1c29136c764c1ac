--TEST--
constructor chaining through parent::__construct and implicit inheritance of the constructor
--FILE--
<?php
class A { public $log = []; function __construct($x) { $this->log[] = "A$x"; } }
class B extends A { function __construct($x) { parent::__construct($x + 1); $this->log[] = "B$x"; } }
class C extends B {}
$c = new C(1);
echo implode(",", $c->log), "\n";
try { new C; } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
A2,B1
Too few arguments to function B::__construct(), 0 passed in %s on line 7 and exactly 1 expected
