--TEST--
Binding to the scope of an internal class warns
--FILE--
<?php
$f = function() { return 1; };
var_dump($f->bindTo(null, "stdClass"));
var_dump($f->bindTo(new ArrayObject([]), "ArrayObject"));
var_dump($f->bindTo(new stdClass)());
--EXPECTF--

Warning: Cannot bind closure to scope of internal class stdClass in %s on line 3
NULL

Warning: Cannot bind closure to scope of internal class ArrayObject in %s on line 4
NULL
int(1)
