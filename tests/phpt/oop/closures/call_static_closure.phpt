--TEST--
Closure::call on a static closure warns
--FILE--
<?php
class A {}
$f = static function() { return 1; };
var_dump($f->call(new A));
--EXPECTF--

Warning: Cannot bind an instance to a static closure in %s on line 4
NULL
