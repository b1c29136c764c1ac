--TEST--
Binding an instance to a static closure warns and gives null
--FILE--
<?php
class A {}
$f = static function() { return 1; };
var_dump($f->bindTo(new A));
var_dump(Closure::bind($f, new A));
var_dump($f->bindTo(null) instanceof Closure);
--EXPECTF--

Warning: Cannot bind an instance to a static closure in %s on line 4
NULL

Warning: Cannot bind an instance to a static closure in %s on line 5
NULL
bool(true)
