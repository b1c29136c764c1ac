--TEST--
Binding an object to a static closure warns and returns null
--FILE--
<?php
$f = static function () { return 1; };
var_dump(Closure::bind($f, new stdClass));
var_dump($f->bindTo(new stdClass));
var_dump($f->bindTo(null)());
--EXPECTF--

Warning: Cannot bind an instance to a static closure in %s on line 3
NULL

Warning: Cannot bind an instance to a static closure in %s on line 4
NULL
int(1)
